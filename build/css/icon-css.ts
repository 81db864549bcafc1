import { ICON_SETS } from './icon-shards'

/** One icon rule as UnoCSS's preset-icons writes it: `.i-set-name{…declarations…}`. */
const ICON_RULE_RE = /\.(i-[a-z0-9]+(?:-[a-z0-9]+)+)\{([^{}]*)\}/g

/** The image of an icon: a mask's `--un-icon:url(…)` or a coloured logo's `background:url(…) no-repeat`. */
const MASK_IMAGE_RE = /--un-icon:(url\("[^"]*"\));?/
const BACKGROUND_IMAGE_RE = /background:(url\("[^"]*"\)) no-repeat;?/

/** A fully transparent mask: until the icon sheet arrives, a mask icon paints nothing (not a box). */
const EMPTY_MASK = '--un-icon:linear-gradient(transparent,transparent);'

/** Where the grouped icon layout goes (a comment no generated CSS holds). */
const PLACE = '/*aster-icon-layout*/'

/** The site CSS split in two: what renders the page, and the icon images. */
export interface SplitCss {
  /** The render-blocking sheet: everything but the icon images (icon boxes keep their size). */
  main: string
  /** `.i-…{--un-icon:url(…)}` / `{background-image:url(…)}` per icon: a non-blocking sheet. */
  icons: string
}

/**
 * Moves the icon images (data-URI SVGs, most of the site CSS by bytes) out of the generated CSS
 * into a sheet of their own, loaded without blocking the first paint. What lays an icon out
 * (display, size, mask settings, currentColor) stays in the main sheet, grouped by identical
 * declarations, so a page does not move when the icons arrive; a mask icon is transparent until
 * then rather than a filled box.
 */
export function splitIconCss(css: string): SplitCss {
  const groups = new Map<string, string[]>()
  const images: string[] = []
  const main = css.replace(ICON_RULE_RE, (rule, name: string, declarations: string) => {
    const mask = MASK_IMAGE_RE.exec(declarations)
    const background = BACKGROUND_IMAGE_RE.exec(declarations)
    if (!mask && !background) return rule
    let layout: string
    if (mask) {
      images.push(`.${name}{--un-icon:${mask[1]}}`)
      layout = EMPTY_MASK + declarations.replace(MASK_IMAGE_RE, '')
    } else {
      images.push(`.${name}{background-image:${background![1]}}`)
      layout = declarations.replace(BACKGROUND_IMAGE_RE, 'background-repeat:no-repeat;')
    }
    const selectors = groups.get(layout) ?? []
    selectors.push(`.${name}`)
    groups.set(layout, selectors)
    // the first icon rule's place keeps the layout where the rules were: utilities after it
    // (`size-4` beside an icon class) still win
    return images.length === 1 ? PLACE : ''
  })
  const layout = [...groups].map(
    ([rules, selectors]) => `${groupSelector(selectors, groups)}{${rules}}`
  )
  return { main: main.replace(PLACE, layout.join('\n')), icons: `${images.join('\n')}\n` }
}

/** The set of an icon class: `.i-simple-icons-x` → `simple-icons`. */
const setOf = (selector: string) => ICON_SETS.find((set) => selector.startsWith(`.i-${set}-`))

/**
 * The selector of one layout group. When the group holds every icon of its sets (the mask icons
 * of lucide and simple-icons share one layout), the set's class prefix stands for the list:
 * `[class^="i-lucide-"],[class*=" i-lucide-"]` (class specificity, as `.i-lucide-x` has) instead
 * of 180 class names, about 1 KB gzip of the render-blocking sheet. A set whose icons differ in
 * layout (the logos' own widths) keeps its list of classes.
 */
function groupSelector(selectors: string[], groups: Map<string, string[]>): string {
  const sets = new Set(selectors.map(setOf))
  if (sets.has(undefined)) return selectors.join(',')
  const whole = [...sets].every((set) =>
    [...groups.values()].every(
      (other) => other === selectors || !other.some((selector) => setOf(selector) === set)
    )
  )
  if (!whole) return selectors.join(',')
  return [...sets].map((set) => `[class^="i-${set}-"],[class*=" i-${set}-"]`).join(',')
}
