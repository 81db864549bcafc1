import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildModules } from '../modules/index'
import { ContentBuildError } from './diagnostics'
import { buildContent } from './index'
import { sourceText } from './source-text'

/**
 * Files as editors write them: a UTF-8 byte order mark first (Windows Notepad), CRLF line ends,
 * or another encoding than UTF-8 (Latin-1, Windows-1252), which must be named, not rendered as
 * replacement characters.
 */
const BOM = Buffer.from([0xef, 0xbb, 0xbf])
const latin1 = (text: string) => Buffer.from(text, 'latin1')

let root: string | undefined
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
  root = undefined
})

/** A content folder with these files (path → bytes). */
async function contentWith(files: Record<string, Buffer | string>): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'aster-source-text-'))
  for (const [path, bytes] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true })
    await writeFile(join(root, path), bytes)
  }
  return root
}

describe('sourceText', () => {
  it('drops a leading byte order mark and keeps every other character', () => {
    expect(sourceText('a.md', Buffer.concat([BOM, Buffer.from('---\ntitle: é\n---\n')]))).toBe(
      '---\ntitle: é\n---\n'
    )
    expect(sourceText('a.md', Buffer.from('x\uFEFFy'))).toBe('x\uFEFFy')
  })

  it('names the line and column of the first byte that is not UTF-8', () => {
    const bytes = Buffer.concat([
      Buffer.from('---\ntitle: Ünïcode ok\n---\n\nnaïve '),
      latin1('café'),
    ])
    expect(() => sourceText('docs/a.md', bytes)).toThrow(
      'docs/a.md:5:10: the file is not UTF-8 text (byte 0xE9)'
    )
    // a sequence cut short at the end of the file
    expect(() => sourceText('b.md', Buffer.from([0x61, 0x0a, 0xe2, 0x82]))).toThrow(
      'b.md:2:1: the file is not UTF-8 text (byte 0xE2)'
    )
  })
})

describe('the content build reads', () => {
  it('a page saved with a byte order mark and CRLF line ends like any other page', async () => {
    const dir = await contentWith({
      'docs/4.x/1.guide/1.bom.md': Buffer.concat([
        BOM,
        Buffer.from('---\ntitle: Saved by Notepad\n---\n\nText.\n'),
      ]),
      'docs/4.x/1.guide/2.crlf.md': '---\r\ntitle: CRLF\r\n---\r\n\r\n## Setup\r\n\r\nText.\r\n',
      'docs/4.x/1.guide/.navigation.yml': Buffer.concat([BOM, Buffer.from('title: The guide\n')]),
    })
    const built = await buildContent(dir)
    const docs = built.collections.find((c) => c.definition.name === 'docsv4')!
    expect(docs.rows.map((row) => [row.path, row.title])).toEqual([
      ['/docs/4.x/guide/bom', 'Saved by Notepad'],
      ['/docs/4.x/guide/crlf', 'CRLF'],
    ])
    expect(docs.rows[1]!.body).toContain('<h2 id="setup">')
    expect(JSON.stringify(docs.navigation)).toContain('"title":"The guide"')
  })

  it('reports every file that is not UTF-8 in one run, with file, line and column', async () => {
    const dir = await contentWith({
      'docs/4.x/1.guide/1.latin.md': latin1('---\ntitle: Latin\n---\n\nCafé au lait.\n'),
      'docs/4.x/1.guide/.navigation.yml': latin1('title: Guía\n'),
      'docs/4.x/1.guide/2.fine.md': '---\ntitle: Fine\n---\n\nText.\n',
    })
    const error = await buildContent(dir).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentBuildError)
    const message = (error as Error).message
    const file = (path: string) => relative(process.cwd(), join(dir, path))
    expect(message).toContain(
      `${file('docs/4.x/1.guide/1.latin.md')}:5:4  error [file] the file is not UTF-8 text (byte 0xE9)`
    )
    expect(message).toContain(
      `${file('docs/4.x/1.guide/.navigation.yml')}:1  error [file] the file is not UTF-8 text (byte 0xED)`
    )
    expect(message).toContain('save it as UTF-8')
    expect(message).toContain('2 content error(s)')
  })

  it('module files the same way', async () => {
    const dir = await contentWith({
      'modules/_framework.yml': Buffer.concat([
        BOM,
        Buffer.from('npm: aster\nrepo: aster-framework/aster\ndownloads: 1\nstars: 2\n'),
      ]),
    })
    await expect(buildModules(dir)).resolves.toMatchObject({ count: 0 })
    await writeFile(join(dir, 'modules/_framework.yml'), latin1('npm: astér\n'))
    await expect(buildModules(dir)).rejects.toThrow(
      `${relative(process.cwd(), join(dir, 'modules/_framework.yml'))}:1:9: the file is not UTF-8 text (byte 0xE9)`
    )
  })
})
