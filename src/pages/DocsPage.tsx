import type { DocsPageData } from '../shared/page-data'
import type { Messages } from '../shared/i18n'

/** A documentation page: title, description, links, body, TOC, edit link. */
export function DocsPage({ data, t }: { data: DocsPageData; t: Messages }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_16rem]">
      <article className="min-w-0">
        {data.version.major === 3 ? (
          <p className="mb-6 rounded-md border border-violet-300 bg-violet-50 px-4 py-3 text-sm text-violet-900 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100" data-old-version-notice="">
            {t['docs.olderVersion']} <a className="font-medium underline" href="/docs/4.x/getting-started/introduction">{t['docs.newerVersion']}</a>
          </p>
        ) : null}
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{data.title}</h1>
        {data.description ? <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{data.description}</p> : null}
        <div className="prose mt-8" dangerouslySetInnerHTML={{ __html: data.body }} />
        <p className="mt-12 text-sm">
          <a className="text-green-600 hover:underline" href={data.editUrl} target="_blank" rel="noopener noreferrer">{t['docs.editPage']}</a>
        </p>
      </article>
      {data.toc.length ? (
        <nav className="hidden text-sm lg:block" aria-label={t['docs.onThisPage']}>
          <p className="font-semibold text-slate-900 dark:text-white">{t['docs.onThisPage']}</p>
          <ul className="mt-3 space-y-2">
            {data.toc.map((link) => (
              <li key={link.id}>
                <a className="hover:text-green-600" href={`#${link.id}`}>{link.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
