import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseMarkdown, parseMarkdownWithout } from './parser'

const ROOT = resolve(import.meta.dirname, '../../..')

/** The first link of a tree (depth first), if any. */
function firstLink(node: unknown): { url: string } | undefined {
  const n = node as { type?: string; url?: string; children?: unknown[] }
  if (n.type === 'link') return { url: n.url! }
  for (const child of n.children ?? []) {
    const found = firstLink(child)
    if (found) return found
  }
  return undefined
}

/** Every markdown file under `dir`. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name))
}

describe('markdown parser', () => {
  it.each([
    ['Read https://aster.dev/docs today.', 'https://aster.dev/docs'],
    ['Read WWW.aster.dev today.', 'http://WWW.aster.dev'],
    ['Write to team@aster.dev today.', 'mailto:team@aster.dev'],
  ])('keeps GFM autolink literals: %s', async (markdown, url) => {
    expect(firstLink(await parseMarkdown(markdown))).toEqual({ url })
  })

  it('keeps GFM tables', async () => {
    const tree = await parseMarkdown('| a | b |\n| - | - |\n| 1 | 2 |\n')
    expect((tree.children[0] as { type: string }).type).toBe('table')
  })

  it('parses without a part when asked (the parts really come out)', async () => {
    const www = 'Read www.aster.dev today.'
    expect(firstLink(await parseMarkdownWithout(www, ['autolinks']))).toBeUndefined()
    expect(
      firstLink(await parseMarkdownWithout('Mail team@aster.dev.', ['autolinks']))
    ).toBeUndefined()
    expect(firstLink(await parseMarkdownWithout(www, ['tables']))).toEqual({
      url: 'http://www.aster.dev',
    })
    const table = await parseMarkdownWithout('| a | b |\n| - | - |\n', ['tables', 'autolinks'])
    expect((table.children[0] as { type: string }).type).toBe('paragraph')
  })

  it('gives the same tree without each part for every sample page that cannot use it', async () => {
    const files = [
      ...markdownFiles(join(ROOT, 'content')),
      ...markdownFiles(join(ROOT, 'build/content/markdown/__fixtures__')),
    ]
    let compared = 0
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      const unused = [
        ...(/https?:\/\/|www\.|@/i.test(text) ? [] : (['autolinks'] as const)),
        ...(text.includes('|') ? [] : (['tables'] as const)),
      ]
      if (!unused.length) continue
      const full = await parseMarkdownWithout(text, [])
      // each part alone, and all of them (what parseMarkdown picks)
      for (const parts of [...unused.map((part) => [part]), unused])
        expect(await parseMarkdownWithout(text, parts), `${file} without ${parts}`).toEqual(full)
      compared++
    }
    expect(compared).toBeGreaterThan(100)
  })
})
