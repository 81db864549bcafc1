import type { SessionUser } from '../../src/shared/auth/session'
import type { Locale } from '../../src/shared/i18n'
import type { PageData } from '../../src/shared/page-data'
import type { RouteId } from '../../src/shared/routing/routes'
import type { Db } from '../db/client'
import type { Bindings } from '../env'

/** What a loader gets: the page's path and URL (the `_payload.json` suffix taken off), locale, D1, env. */
export interface PageRequest {
  /** The page path as requested (trailing slash kept: a loader may redirect it). */
  path: string
  url: URL
  locale: Locale
  db: Db
  env: Bindings
  /** The signed-in administrator, when there is a session (only the admin guard reads it first). */
  user?: SessionUser
  /**
   * Preview mode (a valid preview cookie: worker/preview/middleware.ts): drafts render, marked
   * 'Draft' (`PageData.draft`). Never true for a normal visitor.
   */
  preview: boolean
}

/** The PageData of a route id. */
export type PageDataOf<Id extends RouteId> = Extract<PageData, { route: Id }>

/**
 * A page loader: reads D1/KV and returns the route's PageData, or a Response when the URL is not
 * the page itself (a redirect, `<page>.md`). Unknown paths throw `pageNotFound` (worker/errors.ts).
 */
export type PageLoader<Id extends RouteId> = (
  request: PageRequest
) => Promise<PageDataOf<Id> | Response>

/** A route id with its loader: one per entry of the route table (src/shared/routing/routes.ts). */
export interface PageDefinition<Id extends RouteId = RouteId> {
  id: Id
  load: PageLoader<Id>
}

/** Registers the loader of a route id (collected in worker/pages/index.ts). */
export function definePage<Id extends RouteId>(id: Id, load: PageLoader<Id>): PageDefinition<Id> {
  return { id, load }
}

/** A redirect a loader returns; a `_payload.json` request gets it as `{redirect}`. */
export function redirect(location: string, status: 301 | 302 = 302): Response {
  return new Response(null, { status, headers: { Location: location } })
}
