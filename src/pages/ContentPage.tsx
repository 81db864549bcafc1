import { localizeCompiledHtml } from '../shared/i18n/compiled-labels'
import { useLocale } from '../components/locale-context'
import { PageTitle } from '../components/layout/PageTitle'
import type { Messages } from '../shared/i18n'
import type { ContentPageData } from '../shared/page-data'

/** A markdown page of the landing or support collections: title, description and body. */
export function ContentPage({ data, t }: { data: ContentPageData; t: Messages }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageTitle title={data.title} description={data.description} size="content" />
      <div
        className="prose mt-10"
        dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(data.body, t, useLocale()) }}
      />
    </article>
  )
}
