import type { UserConfig } from '@unocss/core'
import { createNodeLoader } from '@unocss/preset-icons'
import { combineLoaders, createPresetIcons } from '@unocss/preset-icons/core'
import { colors, presetWind3 } from '@unocss/preset-wind3'
import { SITE } from '../../src/shared/site'

type IconLoader = Parameters<typeof combineLoaders>[0][number]

/**
 * preset-icons' Node loader, one icon set read at a time. Its set cache (@iconify/utils
 * `loadCollectionFromFS`) is filled only after the read, and UnoCSS matches every token at once:
 * each of the ~90 interface icons read and parsed its whole set again (lucide 81 times,
 * simple-icons' 4.8 MB 10 times: ~100 MB of JSON, 0.6 s of the CSS thread's CPU). Here the first
 * icon of a set loads it; the others wait for it and find the set cached. The same loader, the
 * same icons: only the repeats go.
 */
export function oneReadPerSet(loader: IconLoader): IconLoader {
  const first = new Map<string, Promise<unknown>>()
  return async function loadIconOnce(collection, icon, options) {
    const loading = first.get(collection)
    if (loading) await loading
    else {
      const result = loader(collection, icon, options)
      first.set(
        collection,
        result.catch(() => undefined)
      )
      return result
    }
    return loader(collection, icon, options)
  }
}

let installedIconLoader: Promise<IconLoader> | undefined

/**
 * preset-icons as `presetIcons` makes it in Node (its node loader only: no CDN), reading each set
 * once. The preset asks for its loader on each icon until one is made: one loader for all.
 */
const presetInstalledIcons = createPresetIcons(
  () =>
    (installedIconLoader ??= createNodeLoader().then((nodeLoader) => {
      if (!nodeLoader) throw new Error('preset-icons has no Node loader')
      return combineLoaders([oneReadPerSet(nodeLoader)])
    }))
)

/**
 * UnoCSS configuration (theme of the spec: primary green, neutral slate, important violet;
 * dark mode by the `dark` class on <html>; icons `i-<collection>-<name>` from the installed
 * @iconify-json collections). Used by build/css/generate.ts only, so it lives beside it.
 */
const config: UserConfig = {
  presets: [
    presetWind3({ dark: 'class' }),
    presetInstalledIcons({
      scale: 1.1,
      extraProperties: { display: 'inline-block', 'vertical-align': 'middle' },
    }),
  ],
  theme: {
    // the palette names of the site config (spec 1: primary green, neutral slate, important violet)
    colors: {
      primary: colors[SITE.theme.primary],
      neutral: colors[SITE.theme.neutral],
      important: colors[SITE.theme.important],
    },
  },
}
export default config
