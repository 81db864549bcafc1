import { Island } from '../components/Island'
import { LogoMark } from '../components/layout/Logo'
import SignInButton, { SIGN_IN_LABEL_KEYS } from '../islands/SignInButton'
import type { Messages } from '../shared/i18n'
import { pickMessages } from '../shared/i18n/pick'
import type { AdminLoginPageData } from '../shared/page-data'
import { useLocalePath } from '../components/locale-context'

/** `/admin/login` (spec: no layout, dark): the GitHub sign-in card. */
export function AdminLoginPage({ data, t }: { data: AdminLoginPageData; t: Messages }) {
  const to = useLocalePath()
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-950 px-4 text-slate-100"
    >
      <div className="w-full max-w-sm rounded-xl border border-slate-800 bg-slate-900 p-8 shadow-xl">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <LogoMark className="size-10" />
          <h1 className="text-xl font-semibold text-white">{data.title}</h1>
          <p className="text-sm text-slate-400">{t['admin.login.intro']}</p>
        </div>
        <Island
          name="SignInButton"
          component={SignInButton}
          hydrate="idle"
          props={{ labels: pickMessages(t, SIGN_IN_LABEL_KEYS), outcome: data.outcome }}
        />
        <p className="mt-6 text-center text-sm">
          <a href={to('/')} className="text-green-400 hover:underline">
            {t['admin.login.backHome']}
          </a>
        </p>
      </div>
    </main>
  )
}
