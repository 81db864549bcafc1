import type { Context } from 'hono'
import { renderToString } from 'react-dom/server'
import { Header } from '../../src/components/layout/Header'
import { Layout } from '../../src/components/layout/Layout'
import { AsideSlotContext } from '../../src/components/docs/aside-slot-context'
import { LocaleContext } from '../../src/components/locale-context'
import { PageView } from '../../src/pages/PageView'
import { asideKey } from '../../src/shared/docs/aside-key'
import { getMessages } from '../../src/shared/i18n'
import {
  toPayloadData,
  type ChromeData,
  type PageData,
  type PayloadPageData,
} from '../../src/shared/page-data'
import { headerKey } from '../../src/shared/navigation/header-key'
import { buildHeadTags } from '../../src/shared/seo/head'
import { readSiteConfig } from '../../src/shared/seo/site-config'
import { BUILD, iconSheetOf } from '../build-manifest'
import type { AppEnv } from '../env'
import { documentRenderer, streamedDocument } from './renderer'

/** The payload of a page for client navigation (`<route>/_payload.json`). */
export interface PagePayload {
  /** The page's data without its rendered body (that is in `html`). */
  data: PayloadPageData
  title: string
  description: string
  lang: string
  buildId: string
  /** What the header depends on (src/shared/navigation/header-key.ts). */
  headerKey: string
  /**
   * Server-rendered HTML of the header: only with `?header` (the router asks when the key differs
   * from the header it shows), so a navigation does not carry unchanged chrome.
   */
  header?: string
  /** A docs page: what its aside depends on (src/shared/docs/aside-key.ts). */
  asideKey?: string
  /**
   * True when `html` holds an empty slot instead of the docs aside (always, but with `?aside`):
   * the router keeps the aside it shows when the keys match, else asks again with `?aside`.
   */
  asideSlot?: true
  /** The icon sheet of the page's route kind: the router links it when the page lacks it. */
  iconSheet: string
  /** Server-rendered HTML of the page region. */
  html: string
}

/**
 * Turns PageData and the shell's data into bytes, with no I/O: the streamed document, or for a
 * `_payload.json` request the payload. Every page and the error page go through here, which is
 * where a page in preview mode gets its `preview` (the preview bar).
 */
export async function renderPage(
  c: Context<AppEnv>,
  loaded: PageData,
  chrome: ChromeData,
  status = 200
) {
  // preview mode (worker/preview/middleware.ts): the page carries the preview bar
  const expires = c.get('previewExpires')
  const data: PageData = expires ? { ...loaded, preview: { expires } } : loaded
  const t = getMessages(data.locale)
  const forced = data.path === '/admin/login' ? 'dark' : undefined
  const head = buildHeadTags(data, readSiteConfig(c.env))
  const title = head.title
  if (c.get('page')?.payload) {
    const asideSlot = data.route === 'docs' && c.req.query('aside') === undefined
    const payload: PagePayload = {
      data: toPayloadData(data),
      title,
      description: data.description,
      lang: data.locale,
      buildId: BUILD.id,
      headerKey: headerKey(data, chrome, Boolean(forced)),
      header:
        c.req.query('header') === undefined
          ? undefined
          : renderToString(
              <LocaleContext value={data.locale}>
                <Header t={t} data={data} chrome={chrome} forcedColorMode={Boolean(forced)} />
              </LocaleContext>
            ),
      ...(data.route === 'docs' ? { asideKey: asideKey(data) } : {}),
      ...(asideSlot ? { asideSlot: true as const } : {}),
      iconSheet: iconSheetOf(data.route),
      html: renderToString(
        <LocaleContext value={data.locale}>
          <AsideSlotContext value={asideSlot}>
            <PageView data={data} t={t} />
          </AsideSlotContext>
        </LocaleContext>
      ),
    }
    return c.json(payload, status as 200)
  }
  await documentRenderer(c, async () => {})
  c.status(status as 200)
  // the admin pages bring their own layout (admin) or none (login); never the site's
  const ownLayout = data.route === 'admin' || data.route === 'admin-login'
  const rendered = await c.render(
    <LocaleContext value={data.locale}>
      {ownLayout ? (
        <PageView data={data} t={t} />
      ) : (
        <Layout t={t} data={data} chrome={chrome} forcedColorMode={Boolean(forced)}>
          <PageView data={data} t={t} />
        </Layout>
      )}
    </LocaleContext>,
    {
      head,
      lang: data.locale,
      heroOpacity: data.heroOpacity,
      forcedColorMode: forced,
      analyticsUrl: chrome.analyticsUrl,
      iconApiUrl: chrome.iconApiUrl,
      iconSheet: iconSheetOf(data.route),
      preview: c.get('preview') === true,
    }
  )
  return streamedDocument(rendered)
}
