import { Hono } from 'hono'
import { getDb } from '../db/client'
import { getIsolateModulesVersion } from '../db/modules-version'
import { getModule, getModulesDirectory, getModulesStats } from '../db/queries/modules'
import type { AppEnv } from '../env'
import { edgeCache } from '../edge-cache'

/**
 * Browsers may keep a response 5 minutes; the edge keeps it a day, keyed by the data version
 * (content hash + last stats refresh), so a deploy or a cron run is visible within the
 * per-isolate life of the version (worker/db/modules-version.ts).
 */
export const MODULES_CACHE_CONTROL = 'public, max-age=300, s-maxage=86400'

const cached = edgeCache({
  // a language is a version of its own: `?locale=zh-CN` answers Chinese descriptions
  version: async (c) => {
    const version = await getIsolateModulesVersion(getDb(c.env.DB))
    return c.get('locale') === 'en' ? version : `${version}-${c.get('locale')}`
  },
  cacheControl: MODULES_CACHE_CONTROL,
})

/**
 * `/api/modules`: `GET /` → `{modules, stats}` (spec 7; modules without READMEs; descriptions
 * and READMEs in the request's language, `?locale=zh-CN`, English where untranslated);
 * `GET /<name>` → one module with its README HTML, by name or npm name (`/api/modules/image`,
 * `/api/modules/@aster/image`, `/api/modules/%40aster%2Fimage`); unknown → 404 `{error}`.
 */
export const modulesApi = new Hono<AppEnv>()

modulesApi.use('*', cached)

modulesApi.get('/', async (c) =>
  c.json(await getModulesDirectory(getDb(c.env.DB), c.get('locale')))
)

modulesApi.get('/:name{.+}', async (c) => {
  const name = c.req.param('name')
  const module = await getModule(getDb(c.env.DB), name, c.get('locale'))
  if (!module)
    return c.json({ error: `no module named "${name}": list them with GET /api/modules` }, 404)
  return c.json(module)
})

/** `GET /api/stats` → `{maintainers, contributors, modules, downloads, stars}` (spec 7). */
export const statsApi = new Hono<AppEnv>()

statsApi.use('*', cached)

statsApi.get('/', async (c) => c.json(await getModulesStats(getDb(c.env.DB))))
