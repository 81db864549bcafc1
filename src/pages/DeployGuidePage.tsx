import { DocsToc } from '../components/docs/DocsToc'
import { ProviderLogo } from '../components/deploy/ProviderLogo'
import { ExternalLink } from '../components/ui/ExternalLink'
import type { Messages } from '../shared/i18n'
import { localizeCompiledHtml } from '../shared/i18n/compiled-labels'
import { useLocale, useLocalePath } from '../components/locale-context'
import type { DeployGuidePageData } from '../shared/page-data'

/** `/deploy/<provider>`: logo and name, website, preset and category, the deploy steps, TOC. */
export function DeployGuidePage({ data, t }: { data: DeployGuidePageData; t: Messages }) {
  const to = useLocalePath()
  const { provider } = data
  const facts = [
    [t['deploy.category'], provider.category],
    [t['deploy.preset'], provider.preset],
  ] as const
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 xl:grid-cols-[1fr_14rem]">
      <article className="min-w-0" data-deploy-guide={provider.path}>
        <a
          href={to('/deploy')}
          className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-green-700 dark:text-slate-400 dark:hover:text-green-400"
        >
          <span className="i-lucide-arrow-left size-4" aria-hidden="true" />
          {t['deploy.back']}
        </a>
        <header className="mt-6 flex flex-wrap items-start gap-4">
          <ProviderLogo logoIcon={provider.logoIcon} logoSrc={provider.logoSrc} size="size-12" />
          <div className="min-w-0 flex-1">
            <h1 className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
              {provider.title}
            </h1>
            <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
              {provider.description}
            </p>
          </div>
        </header>
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800">
          {facts.map(([label, value]) =>
            value ? (
              <div key={label}>
                <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
                <dd className="mt-0.5 font-medium text-slate-900 dark:text-white">
                  {label === t['deploy.preset'] ? (
                    <code className="font-mono">{value}</code>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ) : null
          )}
          {provider.website ? (
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t['deploy.website']}</dt>
              <dd className="mt-0.5 font-medium">
                <ExternalLink
                  href={provider.website}
                  className="text-green-700 hover:underline dark:text-green-400"
                >
                  {new URL(provider.website).host}
                </ExternalLink>
              </dd>
            </div>
          ) : null}
        </dl>
        <section
          className="prose mt-10"
          aria-label={t['deploy.steps']}
          dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(data.body, t, useLocale()) }}
        />
      </article>
      <DocsToc toc={data.toc} title={t['docs.onThisPage']} />
    </div>
  )
}
