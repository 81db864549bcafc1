import { ICON_FETCH_TIMEOUT_MS } from '../shared/constants'
import { SITE } from '../shared/site'

/*
 * Icons that are not in the page or its CSS: an element `<span data-icon="lucide:rocket">` is
 * filled from the local icon endpoint (`/api/_aster_icon?icons=…`, iconify JSON). When that does
 * not answer within ICON_FETCH_TIMEOUT_MS (spec 9: 1500 ms) or fails, the public icon API named by
 * `<html data-icon-api-url>` (ICON_API_URL in wrangler.toml) is asked instead, one request per
 * set (`<base>/<set>.json?icons=a,b`, the same iconify JSON). The icon is painted as a CSS mask
 * in currentColor, never inserted as markup: a third party's SVG cannot run anything.
 * Consumer: src/client/boot.ts (on start and after each navigation swap).
 */

/** One icon of iconify JSON. */
interface IconBody {
  body: string
  width?: number
  height?: number
}

/** One set of iconify JSON (the local endpoint answers several in `sets`). */
interface IconSet {
  prefix: string
  width?: number
  height?: number
  icons?: Record<string, IconBody>
}

/** An icon ready to paint: its SVG document. */
type Svg = string

const LOCAL_ICON_ENDPOINT = `/api/_${SITE.slug}_icon`
/** At most this many names per request (the endpoint's cap). */
const BATCH = 50

function toSvg(set: IconSet, icon: IconBody): Svg {
  const width = icon.width ?? set.width ?? 16
  const height = icon.height ?? set.height ?? 16
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`
}

function collect(sets: IconSet[], into: Map<string, Svg>): void {
  for (const set of sets)
    for (const [name, icon] of Object.entries(set.icons ?? {}))
      if (typeof icon?.body === 'string') into.set(`${set.prefix}:${name}`, toSvg(set, icon))
}

async function fetchJson(url: string, timeoutMs?: number): Promise<unknown> {
  const response = await fetch(url, timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {})
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return response.json()
}

/**
 * The SVG of each name found (`set:name`), from the local endpoint or, past the timeout or on an
 * error, from the public API at `fallbackBase` ('' = no fallback). Names found nowhere are left out.
 */
export async function loadIcons(names: string[], fallbackBase: string): Promise<Map<string, Svg>> {
  const found = new Map<string, Svg>()
  try {
    const answer = (await fetchJson(
      `${LOCAL_ICON_ENDPOINT}?icons=${names.join(',')}`,
      ICON_FETCH_TIMEOUT_MS
    )) as { sets?: IconSet[] }
    collect(answer.sets ?? [], found)
    return found
  } catch (error) {
    if (!fallbackBase) throw error
  }
  const bySet = new Map<string, string[]>()
  for (const name of names) {
    const [prefix, icon] = name.split(':') as [string, string]
    bySet.set(prefix, [...(bySet.get(prefix) ?? []), icon])
  }
  const base = fallbackBase.replace(/\/+$/, '')
  await Promise.all(
    [...bySet].map(async ([prefix, icons]) => {
      const set = (await fetchJson(`${base}/${prefix}.json?icons=${icons.join(',')}`)) as IconSet
      collect([{ ...set, prefix }], found)
    })
  )
  return found
}

/** Paints an icon as a mask of its element, in the text colour (as the CSS icons are). */
function paint(element: HTMLElement, svg: Svg): void {
  const url = `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
  element.style.setProperty('mask', `${url} no-repeat center / 100% 100%`)
  element.style.setProperty('-webkit-mask', `${url} no-repeat center / 100% 100%`)
  element.style.backgroundColor = 'currentColor'
  element.dataset.iconLoaded = ''
}

/** Fills every empty `[data-icon]` element of `root`; resolves when all have settled. */
export async function renderMissingIcons(root: ParentNode): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-icon]:not([data-icon-loaded])')]
  const names = [...new Set(elements.map((element) => element.dataset.icon!))].filter((name) =>
    /^[a-z0-9-]+:[a-z0-9-]+$/.test(name)
  )
  if (!names.length) return
  const fallbackBase = document.documentElement.dataset.iconApiUrl ?? ''
  for (let start = 0; start < names.length; start += BATCH) {
    try {
      const icons = await loadIcons(names.slice(start, start + BATCH), fallbackBase)
      for (const element of elements) {
        const svg = icons.get(element.dataset.icon!)
        if (svg) paint(element, svg)
      }
    } catch (error) {
      console.error('[icons] could not load', names.slice(start, start + BATCH), error)
    }
  }
}
