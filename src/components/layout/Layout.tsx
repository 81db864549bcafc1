import type { ReactNode } from 'react'
import type { Messages } from '../../shared/i18n'
import { Footer } from './Footer'
import { Header } from './Header'

/** The default layout: header, the swappable page region, footer. */
export function Layout({ t, year, children, forcedColorMode }: { t: Messages; year: number; children: ReactNode; forcedColorMode?: boolean }) {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only">{t['skip.toContent']}</a>
      <Header t={t} forcedColorMode={forcedColorMode} />
      <main id="main" data-page-region="" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer t={t} year={year} />
    </>
  )
}
