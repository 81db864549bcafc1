import type { Messages } from '../../shared/i18n'
import { SITE } from '../../shared/site'
import ColorModeButton from '../../islands/ColorModeButton'
import { Island } from '../Island'

/** The site header: logo, main links and the colour-mode island. */
export function Header({ t, forcedColorMode }: { t: Messages; forcedColorMode?: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-[#020420]/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6">
        <a href="/" className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white" aria-label={`${SITE.name} home`}>
          <span className="inline-block size-6 rounded-md bg-green-500" aria-hidden="true" />
          {SITE.name}
        </a>
        <nav className="hidden flex-1 items-center gap-4 text-sm font-medium md:flex" aria-label="Main">
          <a className="hover:text-green-600" href="/docs/4.x/getting-started/introduction">Docs</a>
          <a className="hover:text-green-600" href="/modules">Modules</a>
          <a className="hover:text-green-600" href="/blog">Blog</a>
        </nav>
        {forcedColorMode ? null : (
          <Island
            name="ColorModeButton"
            component={ColorModeButton}
            props={{ labels: { dark: t['colorMode.toDark'], light: t['colorMode.toLight'] } }}
          />
        )}
      </div>
    </header>
  )
}
