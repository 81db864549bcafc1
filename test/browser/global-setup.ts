import type { TestProject } from 'vitest/node'
import { startDevServer } from '../../build/publish/dev-server'
import { startAnalyticsCollector } from './analytics-collector'
import { startIconApi } from './icon-api'
import { startMailProvider } from './mail-provider'
import { FIRST_DOCS_PAGE } from './content-pages'

/** The preview secret of the test server: test/browser/preview.test.ts signs its tokens with it. */
export const BROWSER_PREVIEW_SECRET = 'browser-test-preview-secret-of-32-characters'
/** The key the test mail provider expects (a stand-in, not a secret). */
const MAIL_KEY = 'browser-test-mail-key'

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
    analyticsCollectorUrl: string
    mailProviderUrl: string
    /** The local stand-in of the public icon API (ICON_API_URL of the server). */
    iconApiUrl: string
    /** The wrangler state folder of the server (`wrangler d1 execute --persist-to`). */
    statePath: string
  }
}

/**
 * One `wrangler dev` (local D1/KV/R2 prepared from dist/) for every browser test file, with
 * ANALYTICS_URL pointing at a local collector (events are skipped on 127.0.0.1 anyway; the
 * analytics test browses under another host name to see them sent), and MAIL_API_URL pointing at a
 * local mail provider (the newsletter test reads its confirmation mails there), ICON_API_URL at a
 * local stand-in of the public icon API (the icon fallback test), and sign-in set up with the
 * worker's development OAuth provider (test/browser/admin.test.ts), at SITE_URL = the server's own
 * address (sign-in answers only there).
 */
export default async function setup(project: TestProject) {
  const collector = await startAnalyticsCollector()
  const mail = await startMailProvider(MAIL_KEY)
  const icons = await startIconApi()
  const statePath = process.env.ASTER_TEST_STATE ?? '.wrangler/test-state'
  const server = await startDevServer(
    statePath,
    // a docs page of the build (the first of the latest version), not a sample page's name
    FIRST_DOCS_PAGE,
    {
      ANALYTICS_URL: `${collector.url}/api/event`,
      MAIL_API_URL: mail.url,
      MAIL_API_KEY: MAIL_KEY,
      ICON_API_URL: icons.url,
      NEWSLETTER_SECRET: 'browser-test-newsletter-secret-of-32-chars',
      // sign-in through the worker's development OAuth provider, as `npm start` does (.dev.vars)
      SESSION_SECRET: 'browser-test-session-secret-of-at-least-32-chars',
      GITHUB_CLIENT_ID: 'aster-local-dev',
      GITHUB_OAUTH_URL: '/api/_dev_oauth',
      GITHUB_OAUTH_API_URL: '/api/_dev_oauth',
      ADMIN_ALLOW: 'aster-admin',
      PREVIEW_SECRET: BROWSER_PREVIEW_SECRET,
    },
    { ownSiteUrl: true }
  )
  project.provide('siteUrl', server.url)
  project.provide('analyticsCollectorUrl', collector.url)
  project.provide('mailProviderUrl', mail.url)
  project.provide('iconApiUrl', icons.url)
  project.provide('statePath', statePath)
  return async () => {
    await server.stop()
    await collector.stop()
    await mail.stop()
    await icons.stop()
  }
}
