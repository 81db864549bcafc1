import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { TeamMemberSchema, TemplateSchema } from './data'

const MEMBER = { name: 'Amara Nwosu', role: 'Core Team', avatar: '/a.png' }

/** The first issue of a team member with `field` set to `value`, or undefined when it passes. */
function memberIssue(field: string, value: unknown) {
  const result = v.safeParse(TeamMemberSchema, { ...MEMBER, [field]: value })
  if (result.success) return undefined
  return { path: result.issues[0].path?.map((item) => item.key), message: result.issues[0].message }
}

/** Values no handle accepts: URLs, schemes, paths, query strings, hidden characters. */
const HOSTILE = [
  '',
  ' amara',
  'amara ',
  'am ara',
  'amara\n',
  'amara\u0000',
  '\u00a0amara',
  '@amara',
  'amara/x',
  '../amara',
  'amara?tab=repositories',
  'amara#x',
  'amara%2f',
  'javascript:alert(1)',
  'https://github.com/amara',
  '//evil.example',
  '<script>',
  'amára',
]

const MESSAGES = {
  github:
    '"github" must be a GitHub user name like "octo-cat": 1-39 letters, digits or "-", not starting with "-"',
  x: '"x" must be an X handle like "aster_dev": 1-15 letters, digits or "_", without "@"',
  bluesky: '"bluesky" must be a Bluesky handle like "name.bsky.social", without "@"',
}

const ACCEPTED = {
  github: ['amaranwosu', 'liwei-dev', 'A1', 'a', 'a'.repeat(39)],
  x: ['jonasfeld_dev', 'rafacosta_js', '_a', 'A'.repeat(15)],
  bluesky: ['amaranwosu.bsky.social', 'aster.example', 'a-b.c1.example', 'X.Example'],
}

const REFUSED = {
  github: ['-amara', 'a'.repeat(40), 'a_b', 'a.b'],
  x: ['a'.repeat(16), 'a-b', 'a.b'],
  bluesky: [
    'amara',
    '.bsky.social',
    'amara.',
    'amara..bsky.social',
    '-amara.bsky.social',
    'amara-.bsky.social',
    'amara.bsky.123',
    'amara_x.bsky.social',
    `${'a'.repeat(64)}.bsky.social`,
    `${'a'.repeat(60)}.`.repeat(5) + 'social',
  ],
}

describe('team member handles', () => {
  it.each(Object.keys(MESSAGES) as (keyof typeof MESSAGES)[])(
    '%s accepts real handles',
    (field) => {
      for (const value of ACCEPTED[field]) expect(memberIssue(field, value), value).toBeUndefined()
    }
  )

  it.each(Object.keys(MESSAGES) as (keyof typeof MESSAGES)[])(
    '%s refuses anything else, saying what a handle looks like',
    (field) => {
      for (const value of [...HOSTILE, ...REFUSED[field], 42, null]) {
        expect(memberIssue(field, value), JSON.stringify(value)).toEqual({
          path: [field],
          message: MESSAGES[field],
        })
      }
    }
  )

  it('keeps handles optional', () => {
    expect(v.safeParse(TeamMemberSchema, MEMBER).success).toBe(true)
  })
})

describe('template repo', () => {
  const TEMPLATE = { name: 'N', slug: 's', description: 'D', screenshotUrl: '/s.png' }
  const parse = (repo: string) => v.safeParse(TemplateSchema, { ...TEMPLATE, repo })

  it('accepts owner/name', () => {
    expect(parse('aster-framework/starter').success).toBe(true)
  })

  it('refuses paths that leave the repository', () => {
    for (const repo of ['aster/..', '../..', 'aster/.', 'aster/x/y', '//evil.example/x']) {
      const result = parse(repo)
      expect(result.success, repo).toBe(false)
      expect(result.issues?.[0].message).toBe(
        '"repo" must be a GitHub repository like "owner/name"'
      )
    }
  })
})
