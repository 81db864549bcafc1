import type { UserConfig } from '@unocss/core'
import { presetIcons } from '@unocss/preset-icons'
import { presetWind3 } from '@unocss/preset-wind3'

/**
 * UnoCSS configuration (theme of the spec: primary green, neutral slate, important violet;
 * dark mode by the `dark` class on <html>; icons `i-<collection>-<name>` from the installed
 * @iconify-json collections). Used by build/css.ts.
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
    colors: {
      primary: { 400: '#4ade80', 500: '#22c55e', 600: '#16a34a' },
      important: { 400: '#a78bfa', 500: '#8b5cf6', 600: '#7c3aed' },
    },
  },
}
export default config
