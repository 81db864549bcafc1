import type { ContentPageData } from '../shared/page-data'

/** A markdown page (home, landing, support): title, description and the compiled body. */
export function ContentPage({ data }: { data: ContentPageData }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">{data.title}</h1>
      {data.description ? <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{data.description}</p> : null}
      <div className="prose mt-10" dangerouslySetInnerHTML={{ __html: data.body }} />
    </article>
  )
}
