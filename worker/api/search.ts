import { Hono } from 'hono'
import { vValidator } from '@hono/valibot-validator'
import { SearchQuerySchema, toSearchResult } from '../../src/shared/search/api'
import { searchSections } from '../../src/shared/search/index-db'
import type { AppEnv } from '../env'
import { getSearchIndex, SearchUnavailableError } from '../search/load-index'

/**
 * `GET /api/search?q=&version=3|4&limit=1..42`: sections of the version's docs and the blog,
 * best first, each with a highlighted snippet. Empty `q` → `[]`; bad parameters → 400 with a
 * message; an index that is missing or corrupt in KV → 503 (pages keep working).
 */
export const searchApi = new Hono<AppEnv>()

searchApi.get(
  '/',
  vValidator('query', SearchQuerySchema, (result, c) => {
    if (!result.success) return c.json({ error: result.issues[0].message }, 400)
  }),
  async (c) => {
    const { q, version, limit } = c.req.valid('query')
    const query = q.trim()
    if (!query) return c.json([])
    const started = performance.now()
    try {
      const index = await getSearchIndex(c.env.SEARCH, version)
      const results = (await searchSections(index, query, limit)).map((hit) => toSearchResult(hit.section, query))
      return c.json(results, 200, {
        'Cache-Control': 'public, max-age=60',
        'Server-Timing': `search;dur=${(performance.now() - started).toFixed(1)}`,
      })
    } catch (error) {
      if (!(error instanceof SearchUnavailableError)) throw error
      console.error(`[search] ${error.message}`)
      return c.json({ error: `search is unavailable: ${error.message}` }, 503, { 'Retry-After': '60', 'Cache-Control': 'no-store' })
    }
  }
)
