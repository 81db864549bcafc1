import { describe, expect, it } from 'vitest'
import { getCollection } from '../../src/shared/content/collections'
import type { ContentIssueClass } from '../../src/shared/content/content-error'
import { buildNavigation } from './navigation'

const docs = getCollection('docsv4')!
const FILE = 'content/docs/4.x/2.getting-started/.navigation.yml'
const rows = [
  { path: '/docs/4.x/getting-started/intro', title: 'Intro', navigation: true },
  { path: '/docs/4.x/getting-started/setup', title: 'Setup', navigation: true },
]

/** The getting-started folder item for a `.navigation.yml` text. */
function folderFor(source: string | undefined) {
  const folders =
    source === undefined ? [] : [{ file: FILE, segments: ['getting-started'], source }]
  const [item] = buildNavigation(docs, rows, folders)
  const { children, ...rest } = item!
  expect(children).toHaveLength(2)
  return rest
}

describe('.navigation.yml', () => {
  it.each([
    ['no file', undefined, { title: 'Getting started' }],
    ['an empty file', '', { title: 'Getting started' }],
    ['only comments', '# nothing here\n', { title: 'Getting started' }],
    ['no title', 'icon: i-lucide-rocket\n', { title: 'Getting started', icon: 'i-lucide-rocket' }],
    [
      'title, icon, defaultOpen, titleTemplate',
      'title: Start\nicon: i-lucide-play\ndefaultOpen: true\ntitleTemplate: "%s · Start"\n',
      { title: 'Start', icon: 'i-lucide-play', defaultOpen: true, titleTemplate: '%s · Start' },
    ],
    [
      'navigation mapping (wins over title/icon)',
      'title: Long title\nicon: i-a\nnavigation:\n  title: Start\n  icon: i-b\n',
      { title: 'Start', icon: 'i-b' },
    ],
    [
      'dotted navigation keys',
      'navigation.title: Start\nnavigation.icon: i-b\n',
      { title: 'Start', icon: 'i-b' },
    ],
    [
      'head.* and unknown keys (ignored)',
      'title: Start\nhead.title: Head\nhead:\n  description: D\nredirect: /x\ncustom: 1\n',
      { title: 'Start' },
    ],
  ])('%s', (_, source, expected) => {
    expect(folderFor(source)).toEqual({ path: '/docs/4.x/getting-started', ...expected })
  })

  it('throws the first problem at its line without a reporter', () => {
    expect(() => folderFor('icon: i-a\ndefaultOpen: maybe\n')).toThrow(
      `${FILE}:2: "defaultOpen": Invalid type`
    )
  })

  it('with a reporter, reports every problem and keeps the folder', () => {
    const issues: { file: string; line: number; kind: ContentIssueClass; message: string }[] = []
    const report = (file: string) => ({
      error: (line: number, kind: ContentIssueClass, message: string) =>
        issues.push({ file, line, kind, message }),
      warn: () => {},
    })
    const folders = [
      {
        file: FILE,
        segments: ['getting-started'],
        source: 'title: 3\ntitleTemplate: no placeholder\nicon: i-a\n',
      },
    ]
    const [item] = buildNavigation(docs, rows, folders, report)
    expect(item).toMatchObject({ title: 'Getting started', path: '/docs/4.x/getting-started' })
    expect(issues.map(({ file, line, kind }) => [file, line, kind])).toEqual([
      [FILE, 1, 'navigation'],
      [FILE, 2, 'navigation'],
    ])
    issues.length = 0
    buildNavigation(docs, rows, [{ ...folders[0]!, source: 'title: [oops\n' }], report)
    expect(issues.map(({ line, kind }) => [line, kind])).toEqual([[2, 'yaml']])
  })
})
