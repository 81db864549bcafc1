import { Hono, type Context } from 'hono'
import { vValidator } from '@hono/valibot-validator'
import { SearchQuerySchema, toSearchResults } from '../../src/shared/search/api'
import { searchIndexEntries } from '../../src/shared/search/manifest'
import type { SearchVersion } from '../../src/shared/search/filter'
import { searchSections } from '../../src/shared/search/rank'
import { pickQueryWords } from '../../src/shared/search/query-words'
import { findDocsVersion } from '../../src/shared/docs/versions'
import { getDb } from '../db/client'
import { recordSearchMiss } from '../db/queries/search-misses'
import type { AppEnv } from '../env'
import { BUILD } from '../build-manifest'
import { matchEdge, putEdge } from '../edge-cache'
import {
  getSearchIndex,
  prefetchSearchTerms,
  readSearchManifest,
  SearchUnavailableError,
} from '../search/load-index'
import { SearchTiming } from '../search/search-timing'

/** Browsers and the edge keep an answer a minute (the edge key names the index, so never a stale index). */
const CACHE_CONTROL = 'public, max-age=60'

/**
 * `GET /api/search?q=&version=3|4&locale=en|zh-CN&limit=1..42`: sections of the version's docs
 * and the blog in the language's index (default the page's language),
 * best first, each with a highlighted snippet. Empty `q` → `[]`; bad parameters → 400 with a
 * message; an index that is missing or corrupt in KV → 503 (pages keep working). Answers are
 * kept in the edge cache by normalised q, version, limit and index hash (`X-Cache: HIT|MISS`).
 * A query that finds nothing is counted (search_misses) for the admin's list of docs gaps.
 */
export const searchApi = new Hono<AppEnv>()

searchApi.get(
  '/',
  vValidator('query', SearchQuerySchema, (result, c) => {
    if (!result.success) return c.json({ error: result.issues[0].message }, 400)
  }),
  async (c) => {
    const { q, version, limit } = c.req.valid('query')
    const locale = c.req.valid('query').locale ?? c.get('locale')
    if (!q) return c.json([])
    const timing = new SearchTiming()
    try {
      const manifest = await readSearchManifest(c.env.SEARCH)
      timing.mark('manifest')
      const entries = searchIndexEntries(manifest, version, locale)
      // the indexes' hashes name the language too: a language's answers never mix with another's,
      // and a language's answer changes with its overlay and with the English index under it
      const key = createAnswerKey(new URL(c.req.url).origin, {
        q,
        version,
        limit,
        hash: entries.map((entry) => entry.hash).join('.'),
      })
      const cached = await matchEdge(key)
      timing.mark('cache')
      if (cached) {
        cached.headers.set('X-Cache', 'HIT')
        cached.headers.set('Server-Timing', timing.toHeader())
        if (cached.headers.get(RESULT_COUNT_HEADER) === '0') logMiss(c, q, version)
        return cached
      }
      // an isolate's first search reads the meta value and the query's term shards together
      const [index] = await Promise.all([
        getSearchIndex(c.env.SEARCH, version, manifest, timing, locale),
        prefetchSearchTerms(c.env.SEARCH, entries, q, timing),
      ])
      timing.mark('open')
      // the snippets mark the words that were searched (a long query is cut to its first words)
      const marked = pickQueryWords(q).join(' ')
      const hits = await searchSections(index, q, limit, (phase) => timing.mark(phase))
      const results = toSearchResults(
        hits.map((hit) => hit.section),
        marked
      )
      timing.mark('snippets')
      const response = c.json(results, 200, {
        'Cache-Control': CACHE_CONTROL,
        'Server-Timing': timing.toHeader(),
        'X-Cache': 'MISS',
        [RESULT_COUNT_HEADER]: String(results.length),
      })
      if (!results.length) logMiss(c, q, version)
      await putEdge(c, key, response)
      return response
    } catch (error) {
      if (!(error instanceof SearchUnavailableError)) throw error
      console.error(`[search] ${error.message}`)
      return c.json({ error: `search is unavailable: ${error.message}` }, 503, {
        'Retry-After': '60',
        'Cache-Control': 'no-store',
      })
    }
  }
)

/** How many results an answer holds (kept with the cached answer: a hit that found nothing counts too). */
const RESULT_COUNT_HEADER = 'X-Result-Count'

/**
 * Counts a palette query that found nothing (worker/db/queries/search-misses.ts), after the
 * answer: the admin screen of what the docs are missing reads it. No address is kept.
 */
function logMiss(c: Context<AppEnv>, q: string, version: SearchVersion): void {
  const name = findDocsVersion(version)?.path.slice('/docs/'.length) ?? String(version)
  const miss = recordSearchMiss(getDb(c.env.DB), {
    query: q,
    version: name,
    locale: c.get('locale'),
    source: 'palette',
  }).catch((error: unknown) => console.error('[search] logging a miss failed:', error))
  try {
    c.executionCtx.waitUntil(miss)
  } catch {
    void miss // no execution context (app.request in tests)
  }
}

/**
 * The edge-cache key of an answer, on the site's own origin (the Cache API is per zone): built
 * only from the validated, normalised values and the hash of the index that answers, never from
 * the request URL, so extra or repeated parameters (`&utm_source=x`) reach the same entry, and a
 * newly published index (new hash) or a new deployment (new build id: ranking or snippets may
 * have changed) is a miss, never a stale hit.
 */
function createAnswerKey(
  origin: string,
  answer: { q: string; version: SearchVersion; limit: number; hash: string }
): Request {
  const params = new URLSearchParams({
    q: answer.q,
    version: String(answer.version),
    limit: String(answer.limit),
    index: answer.hash,
    build: BUILD.id,
  })
  return new Request(`${origin}/api/search?${params}`, { method: 'GET' })
}
