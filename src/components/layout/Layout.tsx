import type { ReactNode } from 'react'
import Toaster, { TOASTER_LABEL_KEYS } from '../../islands/Toaster'
import type { Messages } from '../../shared/i18n'
import { pickMessages } from '../../shared/i18n/pick'
import type { ChromeData, PageData } from '../../shared/page-data'
import { Island } from '../Island'
import { SearchMount } from '../search/SearchMount'
import { Footer } from './Footer'
import { Header } from './Header'

export interface LayoutProps {
  t: Messages
  data: PageData
  chrome: ChromeData
  forcedColorMode?: boolean
  children: ReactNode
}

/**
 * The default layout. The header (`data-header`) and the page region (`data-page-region`) are
 * what client navigation swaps; the footer and the toaster stay.
 */
export function Layout({ t, data, chrome, children, forcedColorMode }: LayoutProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t['skip.toContent']}
      </a>
      {/* the sticky element is the wrapper: a sticky child of a wrapper its own height never sticks */}
      <div data-header-region="" className="sticky top-0 z-40">
        <Header t={t} data={data} chrome={chrome} forcedColorMode={forcedColorMode} />
      </div>
      <main id="main" data-page-region="" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer t={t} year={chrome.year} locale={data.locale} />
      <SearchMount
        t={t}
        aiWidgetUrl={chrome.aiWidgetUrl}
        docsSections={chrome.docsSections}
        locale={data.locale}
      />
      <Island
        name="Toaster"
        component={Toaster}
        hydrate="interaction"
        props={{ labels: pickMessages(t, TOASTER_LABEL_KEYS) }}
      />
    </>
  )
}
