import type { Context } from 'hono'
import { Layout } from '../../src/components/layout/Layout'
import { PageView } from '../../src/pages/PageView'
import { getMessages } from '../../src/shared/i18n'
import type { PageData } from '../../src/shared/page-data'
import { formatTitle } from '../../src/shared/site'
import type { AppEnv } from '../env'

/** Streams a full page for PageData with the given status. */
export function renderPage(c: Context<AppEnv>, data: PageData, status = 200) {
  const t = getMessages(data.locale)
  c.status(status as 200)
  const forced = data.path === '/admin/login' ? 'dark' : undefined
  return c.render(
    <Layout t={t} year={new Date().getUTCFullYear()} forcedColorMode={Boolean(forced)}>
      <PageView data={data} t={t} />
    </Layout>,
    {
      title: data.documentTitle ?? formatTitle(data.title),
      description: data.description,
      lang: data.locale,
      heroOpacity: data.heroOpacity,
      forcedColorMode: forced,
    }
  )
}
