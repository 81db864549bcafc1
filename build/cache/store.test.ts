import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cacheKey, openCache } from './store'

const root = await mkdtemp(join(tmpdir(), 'aster-cache-'))
afterAll(() => rm(root, { recursive: true, force: true }))

let scopes = 0
/** A fresh scope name and an opener for it. */
function scope() {
  const name = `content/${++scopes}`
  const dir = join(root, '.cache', name)
  return {
    dir,
    open: (fingerprint = 'compiler-1') => openCache(root, name, fingerprint),
    packs: async () => (await readdir(dir)).filter((file) => file.startsWith('pack-')),
  }
}

/** One build: each page read back through `lookup`, or stored when missing; closed ok or not. */
async function build(
  open: () => ReturnType<typeof openCache>,
  pages: Record<string, string>,
  ok = true
): Promise<{ hits: string[]; previous: Record<string, string> }> {
  // the builds of a real project are more than a millisecond apart (files older than a build's
  // start are what its close may remove)
  await new Promise((resolve) => setTimeout(resolve, 5))
  const cache = open()
  const hits: string[] = []
  const previous: Record<string, string> = {}
  for (const [path, text] of Object.entries(pages)) {
    const key = cacheKey('docs', path, text)
    const found = cache.lookup(path, key)
    if (found.entry) hits.push(found.entry.toString())
    else {
      if (found.previous) previous[path] = found.previous.toString()
      cache.put(key, Buffer.from(`<p>${text}</p>`))
    }
  }
  cache.close(ok)
  return { hits, previous }
}

describe('the build cache (store.ts)', () => {
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
    const after = open()
    expect(after.get(cacheKey('docs', '/b', 'beta'))?.toString()).toBe('<p>beta</p>')
    expect(after.get(cacheKey('docs', '/b', 'beta two'))?.toString()).toBe('<p>beta two</p>')
    const { hits } = await build(open, { '/a': 'alpha', '/b': 'beta two' })
    expect(hits).toEqual(['<p>alpha</p>', '<p>beta two</p>'])
    // succeeded: the entry of the old text is gone
    expect(open().get(cacheKey('docs', '/b', 'beta'))).toBeUndefined()
  })

  it('gives an edited file’s previous entry, and nothing for an unchanged or new one', async () => {
    const { open } = scope()
    await build(open, { '/a': 'alpha', '/b': 'beta' })
    const { previous } = await build(open, { '/a': 'alpha', '/b': 'beta, edited', '/c': 'new' })
    expect(previous).toEqual({ '/b': '<p>beta</p>' })
  })

  it('starts empty under another fingerprint, and with an unreadable index', async () => {
    const { open, dir } = scope()
    await build(open, { '/a': 'alpha' })
    expect((await build(() => open('compiler-2'), { '/a': 'alpha' })).hits).toEqual([])
    await writeFile(join(dir, 'index.v8'), 'not an index')
    expect((await build(() => open('compiler-2'), { '/a': 'alpha' })).hits).toEqual([])
    expect((await build(() => open('compiler-2'), { '/a': 'alpha' })).hits).toEqual([
      '<p>alpha</p>',
    ])
  })

  it('removes packs no entry is in, and files it does not know', async () => {
    const { open, dir, packs } = scope()
    await build(open, { '/a': 'alpha' })
    const [first] = await packs()
    await writeFile(join(dir, 'f00d.v8'), 'an entry of an older layout')
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

  it('keeps files as file entries and puts them into an output as hard links', async () => {
    const { open } = scope()
    const out = await mkdtemp(join(root, 'out-'))
    await writeFile(join(out, 'value.bin.gz'), 'gzipped bytes')
    const first = open()
    first.linkIn('v1', join(out, 'value.bin.gz'))
    first.close(true)
    const second = open()
    expect(second.get('v1')?.toString()).toBe('gzipped bytes')
    expect(second.linkOut('v1', join(out, 'next', 'value.bin.gz'))).toBe(true)
    expect(await second.linkOutAsync('v1', join(out, 'again.bin.gz'))).toBe(true)
    expect(second.linkOut('missing', join(out, 'missing.bin.gz'))).toBe(false)
    second.close(true)
    const [a, b] = await Promise.all(
      [join(out, 'value.bin.gz'), join(out, 'next', 'value.bin.gz')].map((file) => stat(file))
    )
    expect(b!.ino).toBe(a!.ino)
    expect(await readFile(join(out, 'again.bin.gz'), 'utf8')).toBe('gzipped bytes')
    // a build that did not use it lets it go
    await new Promise((resolve) => setTimeout(resolve, 5))
    open().close(true)
    expect(open().get('v1')).toBeUndefined()
  })

  it('keeps entries a build did not read but said it used', async () => {
    const { open } = scope()
    await build(open, { '/a': 'alpha', '/b': 'beta' })
    const cache = open()
    cache.keep([cacheKey('docs', '/b', 'beta')])
    cache.close(true)
    expect(
      open()
        .get(cacheKey('docs', '/b', 'beta'))
        ?.toString()
    ).toBe('<p>beta</p>')
    expect(open().get(cacheKey('docs', '/a', 'alpha'))).toBeUndefined()
  })

  it('reads and keeps nothing with CONTENT_CACHE=0', async () => {
    const { open, dir } = scope()
    process.env.CONTENT_CACHE = '0'
    try {
      await build(open, { '/a': 'alpha' })
      expect((await build(open, { '/a': 'alpha' })).hits).toEqual([])
      expect(existsSync(dir)).toBe(false)
    } finally {
      delete process.env.CONTENT_CACHE
    }
  })
})
