import type { ReactNode } from 'react'
import ColorModeButton, { COLOR_MODE_LABEL_KEYS } from '../../islands/ColorModeButton'
import SignOutButton, { SIGN_OUT_LABEL_KEYS } from '../../islands/SignOutButton'
import Toaster, { TOASTER_LABEL_KEYS } from '../../islands/Toaster'
import type { AdminScreen } from '../../shared/routing/admin-path'
import { ADMIN_BASE, ADMIN_SCREENS } from '../../shared/routing/admin-path'
import type { Messages } from '../../shared/i18n'
import { pickMessages } from '../../shared/i18n/pick'
import type { AdminPageData } from '../../shared/page-data'
import { Island } from '../Island'
import { LogoMark } from '../layout/Logo'
import { useLocalePath } from '../locale-context'

const screenPath = (screen: AdminScreen) => (screen ? `${ADMIN_BASE}/${screen}` : ADMIN_BASE)
const screenKey = (screen: AdminScreen) => `admin.nav.${screen || 'overview'}` as const

/**
 * The admin layout (spec: two layouts, admin and default): a bar with the admin navigation, who
 * is signed in, the colour-mode switch and 'Sign out', then the screen. Links are plain page
 * loads (the client router leaves /admin alone).
 */
export function AdminLayout({
  t,
  data,
  children,
}: {
  t: Messages
  data: AdminPageData
  children: ReactNode
}) {
  const to = useLocalePath()
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <a href={to(ADMIN_BASE)} className="flex items-center gap-2 font-semibold">
            <LogoMark className="size-6" />
            <span>{t['admin.nav.label']}</span>
          </a>
          {/* the tabs wrap onto a second line on a phone: every tab stays in sight, none is cut */}
          <nav
            aria-label={t['admin.nav.label']}
            className="order-last w-full sm:order-none sm:w-auto"
          >
            <ul className="flex flex-wrap gap-1 text-sm">
              {ADMIN_SCREENS.map((screen) => {
                const current = data.path === screenPath(screen)
                return (
                  <li key={screen}>
                    <a
                      href={to(screenPath(screen))}
                      aria-current={current ? 'page' : undefined}
                      className={`block whitespace-nowrap rounded-md px-3 py-1.5 ${current ? 'bg-green-100 font-medium text-green-900 dark:bg-green-900/40 dark:text-green-200' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`}
                    >
                      {t[screenKey(screen)]}
                    </a>
                  </li>
                )
              })}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <span
              className="hidden text-sm text-slate-500 md:inline dark:text-slate-400"
              data-admin-user=""
            >
              {t['admin.signedInAs'].replace('{login}', data.user.login)}
            </span>
            <Island
              name="ColorModeButton"
              component={ColorModeButton}
              hydrate="interaction"
              props={{ labels: pickMessages(t, COLOR_MODE_LABEL_KEYS) }}
            />
            <Island
              name="SignOutButton"
              component={SignOutButton}
              hydrate="idle"
              props={{ labels: pickMessages(t, SIGN_OUT_LABEL_KEYS) }}
            />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8" data-admin-screen={data.view.screen}>
        <h1 className="mb-6 text-2xl font-bold">{data.title}</h1>
        {children}
      </main>
      {/* the copy buttons' toasts (Drafts: 'Copy preview link') */}
      <Island
        name="Toaster"
        component={Toaster}
        hydrate="interaction"
        props={{ labels: pickMessages(t, TOASTER_LABEL_KEYS) }}
      />
    </div>
  )
}
