import { localizeCompiledHtml } from '../shared/i18n/compiled-labels'
import { useLocale, useLocalePath } from '../components/locale-context'
import { DocsPager } from '../components/docs/DocsPager'
import { DocsSidebar } from '../components/docs/DocsSidebar'
import { DocsToc } from '../components/docs/DocsToc'
import { PageFeedback } from '../components/feedback/PageFeedback'
import { PageTitle } from '../components/layout/PageTitle'
import { PageActionsMenu } from '../components/page-actions/PageActionsMenu'
import type { Messages } from '../shared/i18n'
import type { DocsPageData } from '../shared/page-data'

/** A documentation page: aside, breadcrumb, title, links, body, edit/copy, pager, TOC. */
export function DocsPage({ data, t }: { data: DocsPageData; t: Messages }) {
  const to = useLocalePath()
  const latest = data.versions.find((version) => !version.current && version.latest)
  return (
    <div
      data-docs-layout=""
      className="mx-auto grid max-w-[90rem] gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_13rem]"
    >
      <DocsSidebar data={data} t={t} />
      <article className="min-w-0" data-docs-page={data.version.shortTag}>
        <nav
          aria-label={t['docs.breadcrumb']}
          className="mb-3 text-sm text-slate-500 dark:text-slate-400"
        >
          <ol className="flex flex-wrap items-center gap-1.5" data-breadcrumb="">
            {data.breadcrumb.map((crumb) => (
              <li key={crumb.path} className="after:ml-1.5 after:content-['›']">
                <a className="hover:text-green-600" href={to(crumb.path)}>
                  {crumb.title}
                </a>
              </li>
            ))}
            <li aria-current="page" className="text-slate-700 dark:text-slate-300">
              {data.title}
            </li>
          </ol>
        </nav>
        {latest ? (
          <p
            className="mb-6 rounded-md border border-violet-300 bg-violet-50 px-4 py-3 text-sm text-violet-900 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100"
            data-old-version-notice=""
          >
            {t['docs.olderVersion']}{' '}
            <a className="font-medium underline" href={to(latest.path)}>
              {t['docs.newerVersion']}
            </a>
          </p>
        ) : null}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <PageTitle title={data.title} description={data.description} size="docs" />
          </div>
          <PageActionsMenu path={data.path} align="end-from-sm" t={t} />
        </div>
        {data.links.length ? (
          <div className="mt-5 flex flex-wrap gap-2" data-page-links="">
            {data.links.map((link) => (
              <a
                key={link.to}
                href={to(link.to)}
                target={link.target}
                rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
                className="inline-flex items-center gap-1.5 rounded-md border border-slate-200 px-2.5 py-1 text-sm hover:border-green-500 dark:border-slate-700"
              >
                {link.icon ? <span className={`${link.icon} size-4`} aria-hidden="true" /> : null}
                {link.label}
              </a>
            ))}
          </div>
        ) : null}
        <div
          className="prose mt-8"
          dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(data.body, t, useLocale()) }}
        />
        <PageFeedback path={data.path} locale={data.locale} />
        <div className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6 text-sm dark:border-slate-800">
          <a
            className="text-green-700 hover:underline dark:text-green-400"
            href={data.editUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t['docs.editPage']}
          </a>
        </div>
        <DocsPager
          prev={data.prev}
          next={data.next}
          labels={{ prev: t['docs.previous'], next: t['docs.next'] }}
        />
      </article>
      <DocsToc toc={data.toc} title={t['docs.onThisPage']} />
    </div>
  )
}
