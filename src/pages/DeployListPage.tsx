import { Island } from '../components/Island'
import { PageTitle } from '../components/layout/PageTitle'
import HostingDirectory, { HOSTING_DIRECTORY_LABEL_KEYS } from '../islands/HostingDirectory'
import type { Messages } from '../shared/i18n'
import { localizeCompiledHtml } from '../shared/i18n/compiled-labels'
import { useLocale } from '../components/locale-context'
import { pickMessages } from '../shared/i18n/pick'
import type { DeployListPageData } from '../shared/page-data'

/**
 * `/deploy`: title, the searchable provider list (island; its server render is already filtered
 * by the URL, so the GET form works without JS), then the intro on presets.
 */
export function DeployListPage({ data, t }: { data: DeployListPageData; t: Messages }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageTitle title={data.title} description={data.description} size="content" />
      <div className="mt-10">
        <Island
          name="HostingDirectory"
          component={HostingDirectory}
          hydrate="interaction"
          props={{
            // a title search must find any provider once live: every provider travels, the
            // server render shows the URL's filter
            providers: data.providers,
            categories: data.categories,
            query: data.query,
            labels: pickMessages(t, HOSTING_DIRECTORY_LABEL_KEYS),
          }}
        />
      </div>
      <div
        className="prose mt-16 max-w-3xl"
        dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(data.body, t, useLocale()) }}
      />
    </div>
  )
}
