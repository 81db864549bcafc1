import type { UserConfig } from '@unocss/core'
import { presetIcons } from '@unocss/preset-icons'
import { colors, presetWind3 } from '@unocss/preset-wind3'
import { SITE } from '../../src/shared/site'

/**
 * UnoCSS configuration (theme of the spec: primary green, neutral slate, important violet;
 * dark mode by the `dark` class on <html>; icons `i-<collection>-<name>` from the installed
 * @iconify-json collections). Used by build/css/generate.ts only, so it lives beside it.
 */
const config: UserConfig = {
  presets: [
    presetWind3({ dark: 'class' }),
    presetIcons({
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
