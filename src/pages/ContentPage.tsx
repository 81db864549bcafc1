import { localizeCompiledHtml } from '../shared/i18n/compiled-labels'
import { PageTitle } from '../components/layout/PageTitle'
import type { Messages } from '../shared/i18n'
import type { ContentEntry, ContentPageData } from '../shared/page-data'

const formatDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date))

function Entry({ entry, locale }: { entry: ContentEntry; locale: string }) {
  return (
    <li>
      <a
        href={entry.path}
        className="flex h-full gap-4 rounded-lg border border-slate-200 p-5 hover:border-green-500 dark:border-slate-800"
      >
        {entry.icon ? (
          <span className={`${entry.icon} size-8 shrink-0`} aria-hidden="true" />
        ) : null}
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900 dark:text-white">{entry.title}</span>
          {entry.date ? (
            <time
              dateTime={entry.date}
              className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400"
            >
              {formatDate(entry.date, locale)}
              {entry.authors?.length ? ` · ${entry.authors.join(', ')}` : ''}
            </time>
          ) : null}
          <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
            {entry.description}
          </span>
        </span>
      </a>
    </li>
  )
}

/** A markdown page (home, landing, support, hosting, blog article): title, byline, body, listing. */
export function ContentPage({ data, t }: { data: ContentPageData; t: Messages }) {
  const { article, listing } = data
  return (
    <article className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      {article ? (
        <p className="mb-3 text-sm text-slate-500 dark:text-slate-400" data-byline="">
          <span className="font-medium text-green-700 dark:text-green-400">{article.category}</span>{' '}
          · <time dateTime={article.date}>{formatDate(article.date, data.locale)}</time> ·{' '}
          {t['content.by']} {article.authors.map((author) => author.name).join(', ')}
        </p>
      ) : null}
      <PageTitle title={data.title} description={data.description} size="content" />
      <div
        className="prose mt-10"
        dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(data.body, t) }}
      />
      {article?.tags.length ? (
        <ul className="mt-10 flex flex-wrap gap-2" aria-label={t['content.tags']}>
          {article.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {listing?.entries.length ? (
        <ul
          className="mt-12 grid gap-4 sm:grid-cols-2"
          data-entries=""
          aria-label={t[listing.label]}
        >
          {listing.entries.map((entry) => (
            <Entry key={entry.path} entry={entry} locale={data.locale} />
          ))}
        </ul>
      ) : null}
    </article>
  )
}
