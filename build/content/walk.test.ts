import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContentIssueClass } from '../../src/shared/content/content-error'
import { walkCollection } from './walk'

let root: string
let count = 0

/** Writes files (path → text) into a fresh collection folder `docs`; returns its root. */
async function tree(files: Record<string, string>): Promise<string> {
  const dir = join(root, String(count++))
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, 'docs', path)), { recursive: true })
    await writeFile(join(dir, 'docs', path), text)
  }
  return dir
}

function recorder() {
  const issues: { file: string; line: number; kind: ContentIssueClass; message: string }[] = []
  const report = (file: string) => ({
    error: (line: number, kind: ContentIssueClass, message: string) =>
      issues.push({ file, line, kind, message }),
    warn: () => {},
  })
  return { issues, report }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'aster-walk-'))
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('walkCollection', () => {
  it('skips ignored names (README.md, node_modules, dotfiles) but reads .navigation.yml', async () => {
    const dir = await tree({
      '1.guide/01.intro.md': '',
      '1.guide/README.md': '',
      '1.guide/.navigation.yml': 'title: Guide',
      '1.guide/.draft.md': '',
      '.vitepress/config.md': '',
      'node_modules/pkg/readme.md': '',
    })
    const { files, folders } = await walkCollection(dir, 'docs')
    expect(files.map((file) => file.stem)).toEqual(['1.guide/01.intro'])
    expect(folders.map((folder) => folder.segments)).toEqual([['guide']])
  })

  it('takes the ignore list from the options (it replaces the default)', async () => {
    const dir = await tree({ 'intro.md': '', 'notes.md': '', 'draft-x.md': '', 'README.md': '' })
    const { files } = await walkCollection(dir, 'docs', { ignore: ['notes.md', 'draft-*'] })
    expect(files.map((file) => file.stem)).toEqual(['intro', 'README'])
  })

  it('slugs names and lists the old segments in redirectFrom', async () => {
    const dir = await tree({
      '3.api/1.utils/$fetch.md': '',
      '3.api/2.composables/useAsyncData.md': '',
      '3.api/2.composables/use-fetch.md': '',
      '2.Getting Started/café.md': '',
      '2.Getting Started/index.md': '',
    })
    const { files } = await walkCollection(dir, 'docs')
    expect(
      files.map(({ stem, segments, redirectFrom }) => ({ stem, segments, redirectFrom }))
    ).toEqual([
      {
        stem: '2.Getting Started/index',
        segments: ['getting-started'],
        redirectFrom: ['Getting Started'],
      },
      {
        stem: '2.Getting Started/café',
        segments: ['getting-started', 'cafe'],
        redirectFrom: ['Getting Started', 'café'],
      },
      {
        stem: '3.api/1.utils/$fetch',
        segments: ['api', 'utils', 'fetch'],
        redirectFrom: ['api', 'utils', '$fetch'],
      },
      {
        stem: '3.api/2.composables/use-fetch',
        segments: ['api', 'composables', 'use-fetch'],
        redirectFrom: undefined,
      },
      {
        stem: '3.api/2.composables/useAsyncData',
        segments: ['api', 'composables', 'use-async-data'],
        redirectFrom: ['api', 'composables', 'useAsyncData'],
      },
    ])
  })

  it('throws a slug error for two names with one path, or a name without a slug', async () => {
    const clash = await tree({ 'api/useFetch.md': '', 'api/use-fetch.md': '' })
    const file = relative(process.cwd(), join(clash, 'docs/api/useFetch.md'))
    await expect(walkCollection(clash, 'docs')).rejects.toMatchObject({
      kind: 'slug',
      message: expect.stringMatching(
        new RegExp(`^${file}:1: the URL path "api/use-fetch" is already used by .*use-fetch\\.md`)
      ),
    })
    const empty = await tree({ '$$$.md': '' })
    await expect(walkCollection(empty, 'docs')).rejects.toMatchObject({
      kind: 'slug',
      rule: 'the name "$$$" has no letter or digit to make a URL from',
    })
  })

  it('with a reporter, reports every slug problem and skips those files', async () => {
    const dir = await tree({
      '1.intro.md': '',
      '2.intro.md': '',
      '$$$.md': '',
      'Guide/a.md': '',
      'guide/b.md': '',
      'ok.md': '',
    })
    const { issues, report } = recorder()
    const { files } = await walkCollection(dir, 'docs', { report })
    expect(files.map((file) => file.stem)).toEqual(['1.intro', 'guide/b', 'ok'])
    expect(
      issues.map(({ file, line, kind }) => [file.slice(file.lastIndexOf('docs/')), line, kind])
    ).toEqual([
      ['docs/2.intro.md', 1, 'slug'],
      ['docs/$$$.md', 1, 'slug'],
      ['docs/Guide', 1, 'slug'],
    ])
  })

  it('follows symbolic links to folders and files; reports broken links and loops', async () => {
    const dir = await tree({ '1.own.md': '' })
    // a corpus kept elsewhere (another repository, a monorepo package), linked in
    const elsewhere = join(root, `elsewhere-${count++}`)
    await mkdir(join(elsewhere, 'deep'), { recursive: true })
    await writeFile(join(elsewhere, 'deep', 'page.md'), '')
    await writeFile(join(elsewhere, 'single.md'), '')
    await symlink(elsewhere, join(dir, 'docs', '2.linked'))
    await symlink(join(elsewhere, 'single.md'), join(dir, 'docs', '3.single.md'))
    await symlink(join(dir, 'docs', 'missing'), join(dir, 'docs', '4.broken.md'))
    // a link back up: walking into it would never end
    await symlink(join(dir, 'docs'), join(elsewhere, 'deep', 'up'))
    const { issues, report } = recorder()
    const { files } = await walkCollection(dir, 'docs', { report })
    expect(files.map((file) => [file.stem, file.segments.join('/')])).toEqual([
      ['1.own', 'own'],
      ['2.linked/deep/page', 'linked/deep/page'],
      ['2.linked/single', 'linked/single'],
      ['3.single', 'single'],
    ])
    expect(
      issues.map(({ file, kind, message }) => [
        file.slice(file.lastIndexOf('docs/')),
        kind,
        message,
      ])
    ).toEqual([
      [
        'docs/2.linked/deep/up',
        'slug',
        expect.stringContaining('the symbolic link points back to a folder that contains it'),
      ],
      ['docs/4.broken.md', 'slug', 'the symbolic link points to nothing'],
    ])
  })
})
