import { execFileSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { localizedPath, splitLocalePath } from '../../../src/shared/i18n/locale-paths'
import { ogImagePath } from '../../../src/shared/seo/og-path'
import { startDevServer } from '../../publish/dev-server'
import { prepareLocal } from '../../publish/local'
import { percentile } from './figures'

/** A fresh state each run: no image of an earlier run may come from the local edge cache. */
const STATE = '.wrangler/og-bench-state'
/** Docs pages (normal titles) and huge-title posts measured, each image asked for once. */
const NORMAL_PAGES = 20
const HUGE_POSTS = 10
/** The issue's case: one 50,000-character title without a space. */
const HUGE_TITLE = 'Aster'.repeat(10_000)

/** One SQL statement on the server's local D1, through wrangler as an operator would run it. */
function d1(sql: string): { results: Record<string, unknown>[] }[] {
  const output = execFileSync(
    'wrangler',
    ['d1', 'execute', 'DB', '--local', '--persist-to', STATE, '--json', '--command', sql],
    { encoding: 'utf8', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } }
  )
  return JSON.parse(output) as { results: Record<string, unknown>[] }[]
}

/** Copies of a sample blog post at `/blog/og-bench-<n>`, each with the huge title. */
function addHugeTitlePosts(): string[] {
  const columns = d1('PRAGMA table_info(content_blog)')[0]!.results.map((row) => String(row.name))
  const paths = Array.from({ length: HUGE_POSTS }, (_, n) => `/blog/og-bench-${n}`)
  for (const path of paths) {
    const values = columns.map((name) =>
      name === 'id'
        ? `'blog${path.slice('/blog'.length)}'`
        : name === 'path'
          ? `'${path}'`
          : name === 'title'
            ? `'${HUGE_TITLE}'`
            : `"${name}"`
    )
    d1(
      `INSERT INTO content_blog (${columns.map((name) => `"${name}"`).join(', ')}) SELECT ${values.join(', ')} FROM content_blog WHERE path = '/blog/aster-4' AND locale = 'en'`
    )
  }
  return paths
}

/** Milliseconds of each request of the pages' images (the first one draws, later ones hit the cache). */
async function timeImages(base: string, paths: string[]): Promise<number[]> {
  const times: number[] = []
  for (const path of paths) {
    const started = performance.now()
    // a Chinese page's card is its image path in Chinese (`/zh/og/...`)
    const { locale, path: page } = splitLocalePath(path)
    const image = localizedPath(ogImagePath(page), locale)
    const response = await fetch(`${base}${image}`)
    await response.arrayBuffer()
    if (response.status !== 200 || response.headers.get('content-type') !== 'image/png')
      throw new Error(`${image} answered ${response.status}`)
    times.push(performance.now() - started)
  }
  return times
}

/**
 * `npm run bench -- --og [--no-build]`: milliseconds per Open Graph image drawn by the production
 * bundle under wrangler dev (issue 36): docs pages with their own titles, and blog posts given a
 * 50,000-character title without spaces (4.7 s per image before the title was capped). Each
 * image is asked for once, in a fresh local state, so every figure is a drawing, not a cache hit;
 * the cached answer of the same URL is the baseline.
 */
export async function benchOgImages(): Promise<string[]> {
  await rm(STATE, { recursive: true, force: true })
  // the posts go in before the server starts: a write from another process under a running
  // wrangler dev broke its connections
  await prepareLocal(STATE)
  const hugePosts = addHugeTitlePosts()
  const server = await startDevServer(STATE, '/', {}, { production: true, prepare: false })
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    // the sitemap lists each page in English and at its Chinese URL: each page once
    const all = [
      ...new Set(
        [...sitemap.matchAll(/<loc>[^<]*?(\/docs\/4\.x\/[^<]+)<\/loc>/g)].map((match) => match[1]!)
      ),
    ]
    const docs = all.slice(0, NORMAL_PAGES)
    // one image first: the isolate's start and the font's inflation are not a drawing's cost
    await timeImages(server.url, ['/'])
    const normal = await timeImages(server.url, docs)
    const cached = await timeImages(server.url, docs)
    const huge = await timeImages(server.url, hugePosts)
    // Chinese cards (issue 37) of other pages than the English ones timed (no page row read
    // before: the docs rows are memoised per isolate); the first reads the Chinese glyph atlas
    const chinese = all
      .slice(NORMAL_PAGES, NORMAL_PAGES * 2 + 1)
      .map((path) => localizedPath(path, 'zh-CN'))
    const atlas = await timeImages(server.url, [chinese[0]!])
    const zh = await timeImages(server.url, chinese.slice(1))
    const line = (label: string, times: number[]) =>
      `${label} (${times.length} images): p50 ${percentile(times, 50).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms per image`
    return [
      line('Open Graph image, cached answer (baseline)', cached),
      line('Open Graph image, a docs page title, drawn', normal),
      line('Open Graph image, a 50,000-character title without spaces, drawn', huge),
      line('Open Graph image in Chinese, the first (reads the Chinese glyph atlas)', atlas),
      line('Open Graph image in Chinese, a docs page (/zh), drawn', zh),
    ]
  } finally {
    await server.stop()
  }
}
