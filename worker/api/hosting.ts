import { Hono } from 'hono'
import { getDb } from '../db/client'
import { listHostingProviders } from '../db/queries/hosting'
import type { AppEnv } from '../env'

/**
 * `GET /api/hosting?locale=`: the hosting providers (title, description, path, logo) in a
 * language (a guide's translation, else English), read by the search palette's 'Hosting' group.
 */
export const hostingApi = new Hono<AppEnv>()

hostingApi.get('/', async (c) => {
  const providers = await listHostingProviders(getDb(c.env.DB), c.get('locale'))
  return c.json(providers, 200, { 'Cache-Control': 'public, max-age=300' })
})
