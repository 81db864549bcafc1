import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseMarkdown, parseMarkdownWith } from './parser'

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

  it('parses without autolink literals when asked (the parts really come out)', async () => {
    expect(firstLink(await parseMarkdownWith('Read www.aster.dev today.', false))).toBeUndefined()
    expect(firstLink(await parseMarkdownWith('Write to team@aster.dev.', false))).toBeUndefined()
  })

  it('gives the same tree without autolink literals for every sample page that has no candidate', async () => {
    const files = [
      ...markdownFiles(join(ROOT, 'content')),
      ...markdownFiles(join(ROOT, 'build/content/markdown/__fixtures__')),
    ]
    let compared = 0
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      if (/https?:\/\/|www\.|@/i.test(text)) continue
      expect(await parseMarkdownWith(text, false), file).toEqual(
        await parseMarkdownWith(text, true)
      )
      compared++
    }
    expect(compared).toBeGreaterThan(50)
  })
})
