import type { LandingIntro } from '../../shared/collection-pages'
import type { Messages } from '../../shared/i18n'
import { localizeCompiledHtml } from '../../shared/i18n/compiled-labels'
import { useLocale } from '../locale-context'

/**
 * The top of a listing page (templates, showcase, video courses, team, design kit, newsletter):
 * the page's name as an eyebrow, the hero heading and sentence of its landing page, then the
 * landing page's markdown. Everything comes from content/landing/<page>.md.
 */
export function ListingHero({
  title,
  intro,
  t,
  children,
}: {
  title: string
  intro: LandingIntro
  t: Messages
  children?: React.ReactNode
}) {
  return (
    <header className="relative overflow-hidden border-b border-slate-200 dark:border-slate-800">
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(34,197,94,0.16),transparent_65%)]"
        style={{ opacity: 'var(--hero-opacity, 1)' }}
        aria-hidden="true"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-green-700 dark:text-green-400">
          {title}
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {intro.hero.title}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-slate-600 sm:text-lg dark:text-slate-300">
          {intro.hero.description}
        </p>
        {intro.body ? (
          <div
            className="prose mt-5 max-w-3xl text-sm text-slate-600 sm:text-base dark:text-slate-400"
            data-landing-body=""
            dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(intro.body, t, useLocale()) }}
          />
        ) : null}
        {children}
      </div>
    </header>
  )
}
