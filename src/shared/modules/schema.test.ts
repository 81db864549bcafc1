import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FrameworkStatsFileSchema, ModuleFileSchema } from './schema'

const VALID = {
  name: 'image',
  npm: '@aster/image',
  category: 'Images',
  type: 'official',
  description: 'Optimized images.',
  repo: 'aster-framework/image',
  icon: 'i-lucide-image',
  website: 'https://image.aster.example',
  stats: { downloads: 1, stars: 2, publishedAt: '2026-11-13', createdAt: '2021-04-01' },
  maintainers: [
    { name: 'Rafael Costa', github: 'rafaelcosta', avatar: 'https://avatars.example/r.png' },
  ],
  compatibility: { aster: '>=3.0.0' },
}

/** `VALID` with `value` at `path`; the first issue of the parse, or undefined when it passes. */
function issueWith(path: (string | number)[], value: unknown) {
  const copy = JSON.parse(JSON.stringify(VALID)) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path.at(-1)!] = value
  const result = v.safeParse(ModuleFileSchema, copy)
  if (result.success) return undefined
  const issue = result.issues[0]
  return { path: issue.path?.map((item) => item.key), message: issue.message }
}

const HTTP_RULE = 'must be an absolute http:// or https:// URL such as https://example.com; got '

/** URL values no module field accepts, each with the value the message quotes. */
const HOSTILE_URLS: [string, string][] = [
  ['javascript:alert(1)', '"javascript:alert(1)"'],
  ['JavaScript:alert(1)', '"JavaScript:alert(1)"'],
  [' javascript:alert(1)', '" javascript:alert(1)"'],
  ['java\tscript:alert(1)', '"java\\tscript:alert(1)"'],
  ['data:text/html,<script>alert(1)</script>', '"data:text/html,<script>alert(1)</script>"'],
  ['//evil.example', '"//evil.example"'],
  ['/\\evil.example', '"/\\\\evil.example"'],
  [' https://a.example', '" https://a.example"'],
  ['https://a.example\n', '"https://a.example\\n"'],
  ['\u00a0https://a.example', '"\u00a0https://a.example"'],
  ['https://user:pass@evil.example', '"https://user:pass@evil.example"'],
  ['https://', '"https://"'],
  ['/internal', '"/internal"'],
]

describe('module file schema', () => {
  it('accepts a valid module', () => {
    expect(issueWith(['website'], 'https://image.aster.example/docs?x=1#y')).toBeUndefined()
    expect(issueWith(['repo'], 'Aster-Framework/image.js_2')).toBeUndefined()
  })

  it.each([['website']] as const)(
    '%s refuses hostile URLs with the shared URL message',
    (...path) => {
      for (const [value, quoted] of HOSTILE_URLS) {
        expect(issueWith(path, value), JSON.stringify(value)).toEqual({
          path,
          message: `${HTTP_RULE}${quoted}`,
        })
      }
      expect(issueWith(path, 'http://a.example')).toEqual({
        path,
        message: 'must be an https:// URL',
      })
      expect(issueWith(path, 42)).toEqual({
        path,
        message: 'must be an absolute http:// or https:// URL such as https://example.com',
      })
    }
  )

  it('takes a maintainer avatar from the site or https, refusing hostile URLs', () => {
    const path: (string | number)[] = ['maintainers', 0, 'avatar']
    expect(issueWith(path, '/assets/avatars/rafaelcosta.svg')).toBeUndefined()
    expect(issueWith(path, 'https://img.example/r.png')).toBeUndefined()
    const LINK_RULE =
      'must be a site path such as /docs/4.x or an absolute http:// or https:// URL such as https://example.com; got '
    for (const [value, quoted] of HOSTILE_URLS.filter(([value]) => value !== '/internal')) {
      expect(issueWith(path, value), JSON.stringify(value)).toEqual({
        path,
        message: `${LINK_RULE}${quoted}`,
      })
    }
    expect(issueWith(path, 'http://a.example')).toEqual({
      path,
      message: 'must be an https:// URL or a site path',
    })
  })

  it('refuses a repo that is not owner/name', () => {
    const message = '"repo" must be a GitHub repository like "owner/name"'
    for (const value of [
      'https://github.com/aster/image',
      '//evil.example/x',
      'javascript:alert(1)/x',
      'aster/image/extra',
      'aster/..',
      'aster/.',
      '../image',
      '-aster/image',
      `${'a'.repeat(40)}/image`,
      `aster/${'a'.repeat(101)}`,
      'aster/image?x=1',
      'aster/image#x',
      'aster /image',
      ' aster/image',
      'aster/image\n',
      'aster%2fimage',
      'aster',
      '',
    ]) {
      expect(issueWith(['repo'], value), JSON.stringify(value)).toEqual({
        path: ['repo'],
        message,
      })
      expect(
        v.safeParse(FrameworkStatsFileSchema, { npm: 'aster', repo: value, downloads: 0, stars: 0 })
          .success
      ).toBe(false)
    }
  })

  it('refuses a maintainer login that is not a GitHub user name', () => {
    const path = ['maintainers', 0, 'github']
    const message =
      '"github" must be a GitHub user name like "octo-cat": 1-39 letters, digits or "-", not starting with "-"'
    expect(issueWith(path, 'a'.repeat(39))).toBeUndefined()
    expect(issueWith(path, 'liwei-dev')).toBeUndefined()
    for (const value of [
      '-x',
      'a'.repeat(40),
      '@rafael',
      'rafael/x',
      '../x',
      'rafael costa',
      'rafael\n',
      'javascript:alert(1)',
      'https://github.com/rafael',
      'ra_fael',
      '',
    ]) {
      expect(issueWith(path, value), JSON.stringify(value)).toEqual({ path, message })
    }
  })
})
