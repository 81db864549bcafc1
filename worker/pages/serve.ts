import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ErrorPageData, PageData } from '../../src/shared/page-data'
import { getMessages, type MessageKey, type Messages } from '../../src/shared/i18n'
import { matchRoute } from '../../src/shared/routing/routes'
import { CONTENT_BASE } from '../../src/shared/site'
import { isBot } from '../../src/shared/bots'
import { getDb } from '../db/client'
import type { AppEnv } from '../env'
import {
  contentNotLoaded,
  errorObject,
  requestTimedOut,
  STATUS_MESSAGES,
  toHttpError,
} from '../errors'
import { isContentLoaded } from '../db/queries/content'
import { logNotFound } from '../not-found-log'
import { getContentTimeout, withTimeout } from '../timeout'
import { answerRedirect } from '../middleware/page-request'
import { renderPage } from '../render/page'
import { loadChrome } from './chrome'
import { PAGES } from './index'

/**
 * Serves every page of the route table, the page and its `_payload.json` alike: the first route
 * that matches the path runs its loader; PageData is rendered, a Response (a redirect, a file)
 * is answered as it is (for a payload: `{redirect}`, or `{reload}` for a file).
 */
export async function servePage(c: Context<AppEnv>) {
  const { path, payload } = c.get('page') ?? { path: c.req.path, payload: false }
  const route = matchRoute(path)
  const db = getDb(c.env.DB)
  const timeout = getContentTimeout(c.env)
  const load: Promise<PageData | Response> = PAGES[route.id].load({
    path,
    url: new URL(c.req.url),
    locale: c.get('locale'),
    db,
    env: c.env,
    user: c.get('session')?.user,
    preview: c.get('preview') === true,
  })
  let result: PageData | Response
  try {
    result = await withTimeout(load, timeout, () => {
      throw requestTimedOut(timeout)
    })
  } catch (error) {
    // a 404 from an empty database is 'content not loaded', not a missing page
    if (error instanceof HTTPException && error.status === 404 && !(await isContentLoaded(db))) {
      throw contentNotLoaded('the database is empty')
    }
    throw error
  }
  if (!(result instanceof Response)) return respond(c, result)
  const location = result.headers.get('location')
  if (location && result.status >= 300 && result.status < 400) {
    return answerRedirect(c, location, result.status === 301 ? 301 : 302)
  }
  return payload ? c.json({ reload: path }, 200, { 'Cache-Control': 'no-store' }) : result
}

/** Reads the shell (no I/O while rendering), then renders the page with its status. */
async function respond(c: Context<AppEnv>, data: PageData, status = 200) {
  return renderPage(c, data, await loadChrome(c.env, data.locale), status)
}

/**
 * Answers an error: JSON for APIs and content endpoints (unless `page`: an API a person opens in
 * the browser, such as a preview link), plain text for bots (spec 1: no error page for
 * search-engine or preview bots), otherwise the error page through the same path as every page
 * (its payload for client navigation). A 404 page is counted in the 404 log. Never a stack trace.
 */
export async function renderError(
  c: Context<AppEnv>,
  error: Error,
  { page = false }: { page?: boolean } = {}
) {
  const known = error instanceof HTTPException ? error : toHttpError(error)
  const status = known?.status ?? 500
  if (status >= 500) console.error(`${c.req.method} ${c.req.path} failed:`, error)
  const statusMessage = STATUS_MESSAGES[status] ?? 'Error'
  const message = known?.message || statusMessage
  if (!page && (c.req.path.startsWith('/api/') || c.req.path.startsWith(CONTENT_BASE))) {
    return c.json(errorObject(status, message), status as 500)
  }
  if (isBot(c.req.header('user-agent'))) {
    return c.text(`${status} ${statusMessage}`, status as 500, { 'Cache-Control': 'no-store' })
  }
  if (status === 404) logNotFound(c)
  const locale = c.get('locale') ?? 'en'
  const t = getMessages(locale)
  const data: ErrorPageData = {
    route: 'error',
    title: status === 404 ? t['error.title'] : translateStatus(t, status, statusMessage),
    description: '',
    locale,
    path: c.get('page')?.path ?? c.req.path,
    statusCode: status,
    statusMessage,
    message,
  }
  return respond(c, data, status)
}

/** The status message in the page's language ('Service Unavailable' → '服务暂不可用'). */
function translateStatus(t: Messages, status: number, fallback: string): string {
  const key = `status.${status}` as MessageKey
  return t[key] ?? fallback
}
