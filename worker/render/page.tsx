import type { Context } from 'hono'
import { renderToString } from 'react-dom/server'
import { Header } from '../../src/components/layout/Header'
import { Layout } from '../../src/components/layout/Layout'
import { PageView } from '../../src/pages/PageView'
import { getMessages } from '../../src/shared/i18n'
import {
  toPayloadData,
  type ChromeData,
  type PageData,
  type PayloadPageData,
} from '../../src/shared/page-data'
import { formatStars, toMajorMinor } from '../../src/shared/release'
import { formatTitle } from '../../src/shared/site'
import type { AppEnv } from '../env'
import { getReleaseInfo } from '../release'
import { BUILD } from './assets'

/** Header sent by the `_payload.json` route to get a page as a payload instead of a document. */
export const PAYLOAD_HEADER = 'x-aster-payload'

/** The payload of a page for client navigation (`<route>/_payload.json`). */
export interface PagePayload {
  /** The page's data without its rendered body (that is in `html`). */
  data: PayloadPageData
  title: string
  description: string
  lang: string
  buildId: string
  /** Server-rendered HTML of the header and of the page region. */
  header: string
  html: string
}

async function getChrome(c: Context<AppEnv>, locale: string): Promise<ChromeData> {
  const release = await getReleaseInfo(c.env)
  return {
    release: toMajorMinor(release.version),
    stars: formatStars(release.stars, locale),
    year: new Date().getUTCFullYear(),
    aiWidgetUrl: c.env.AI_WIDGET_URL ?? '',
    analyticsUrl: c.env.ANALYTICS_URL ?? '',
  }
}

/** Streams a full page for PageData with the given status (or its payload, for client navigation). */
export async function renderPage(c: Context<AppEnv>, data: PageData, status = 200) {
  const t = getMessages(data.locale)
  const chrome = await getChrome(c, data.locale)
  const forced = data.path === '/admin/login' ? 'dark' : undefined
  const title = data.documentTitle ?? formatTitle(data.title)
  if (c.req.header(PAYLOAD_HEADER)) {
    const payload: PagePayload = {
      data: toPayloadData(data),
      title,
      description: data.description,
      lang: data.locale,
      buildId: BUILD.id,
      header: renderToString(
        <Header t={t} data={data} chrome={chrome} forcedColorMode={Boolean(forced)} />
      ),
      html: renderToString(<PageView data={data} t={t} />),
    }
    return c.json(payload, status as 200)
  }
  c.status(status as 200)
  return c.render(
    <Layout t={t} data={data} chrome={chrome} forcedColorMode={Boolean(forced)}>
      <PageView data={data} t={t} />
    </Layout>,
    {
      title,
      description: data.description,
      lang: data.locale,
      heroOpacity: data.heroOpacity,
      forcedColorMode: forced,
      analyticsUrl: chrome.analyticsUrl,
    }
  )
}
