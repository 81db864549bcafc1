import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ContentCache, contentScope } from './content-cache'

const root = await mkdtemp(join(tmpdir(), 'aster-cache-'))
afterAll(() => rm(root, { recursive: true, force: true }))

let folders = 0
/** A fresh content folder (its own cache scope) and an opener for its cache. */
function scope() {
  const content = join(root, `content-${++folders}`)
  const dir = join(root, '.cache', 'content', contentScope(content))
  return {
    dir,
    open: (fingerprint = 'compiler-1') => ContentCache.open(root, content, fingerprint),
    packs: async () => (await readdir(dir)).filter((name) => name.startsWith('pack-')),
  }
}

/** One build: each page's entry read back, or set when missing; `prune` when it succeeded. */
async function build(
  open: () => Promise<ContentCache>,
  pages: Record<string, string>,
  ok = true
): Promise<{ cache: ContentCache; hits: string[] }> {
  // the builds of a real project are more than a millisecond apart (packs older than a build's
  // start are what its prune may remove)
  await new Promise((resolve) => setTimeout(resolve, 5))
  const cache = await open()
  const hits: string[] = []
  for (const [path, text] of Object.entries(pages)) {
    const key = cache.key('docs', path, text)
    const entry = await cache.get<{ html: string }>(key)
    if (entry) hits.push(entry.html)
    else await cache.set(key, { html: `<p>${text}</p>` })
  }
  await (ok ? cache.prune() : cache.save())
  return { cache, hits }
}

describe('content cache (packs and one index)', () => {
  it('reads a build’s entries back in the next one, from one pack', async () => {
    const { open, packs } = scope()
    await build(open, { '/a': 'alpha', '/b': 'beta' })
    expect(await packs()).toHaveLength(1)
    const { hits } = await build(open, { '/a': 'alpha', '/b': 'beta' })
    expect(hits).toEqual(['<p>alpha</p>', '<p>beta</p>'])
    // a build that wrote nothing adds no pack
    expect(await packs()).toHaveLength(1)
  })

  it('drops what a successful build did not use, keeps everything after a failed one', async () => {
    const { open } = scope()
    await build(open, { '/a': 'alpha', '/b': 'beta' })
    // failed: the new entry is kept beside the old ones, for the build after the fix
    await build(open, { '/a': 'alpha', '/b': 'beta two' }, false)
    expect((await open()).size).toBe(3)
    const { hits } = await build(open, { '/a': 'alpha', '/b': 'beta two' })
    expect(hits).toEqual(['<p>alpha</p>', '<p>beta two</p>'])
    // succeeded: the entry of the old text is gone
    expect((await open()).size).toBe(2)
  })

  it('gives an edited file’s previous entry, and nothing for an unchanged or new one', async () => {
    const { open } = scope()
    await build(open, { '/a': 'alpha', '/b': 'beta' })
    const cache = await open()
    cache.key('docs', '/a', 'alpha')
    cache.key('docs', '/b', 'beta, edited')
    cache.key('docs', '/c', 'new')
    expect(cache.previous('docs', '/b')).toEqual({ html: '<p>beta</p>' })
    expect(cache.previous('docs', '/a')).toBeUndefined()
    expect(cache.previous('docs', '/c')).toBeUndefined()
  })

  it('starts empty under another compiler, and with an unreadable index', async () => {
    const { open, dir } = scope()
    await build(open, { '/a': 'alpha' })
    expect((await open('compiler-2')).size).toBe(0)
    expect((await build(() => open('compiler-2'), { '/a': 'alpha' })).hits).toEqual([])
    await writeFile(join(dir, 'index.v8'), 'not an index')
    const { hits } = await build(open, { '/a': 'alpha' })
    expect(hits).toEqual([])
    expect((await build(open, { '/a': 'alpha' })).hits).toEqual(['<p>alpha</p>'])
  })

  it('removes packs no entry is in, and the files of the one-file-per-entry cache', async () => {
    const { open, dir, packs } = scope()
    await build(open, { '/a': 'alpha' })
    const [first] = await packs()
    await writeFile(join(dir, 'f00d.v8'), 'an entry of the old layout')
    // older than the next build's start (a file newer than it may be another build's)
    const past = new Date(Date.now() - 60_000)
    for (const name of [first!, 'f00d.v8']) await utimes(join(dir, name), past, past)
    await build(open, { '/a': 'alpha two' })
    const names = await readdir(dir)
    expect(names).not.toContain(first)
    expect(names).not.toContain('f00d.v8')
    expect(await packs()).toHaveLength(1)
  })

  it('moves the entries of small packs into one when one-file edits have added many', async () => {
    const { open, packs } = scope()
    const pages = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`/p${i}`, `page ${i}`]))
    await build(open, pages)
    for (let edit = 0; edit < 12; edit++) {
      pages[`/p${edit}`] = `page ${edit}, edit ${edit}`
      await build(open, pages)
      expect((await packs()).length).toBeLessThanOrEqual(9)
    }
    // every entry is still read back, wherever it moved
    const { hits } = await build(open, pages)
    expect(hits).toEqual(Object.values(pages).map((text) => `<p>${text}</p>`))
  })
})
