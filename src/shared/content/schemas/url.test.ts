import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { COLLECTIONS } from '../collections'
import { AgencyFrontmatterSchema } from './agencies'
import { BlogFrontmatterSchema } from './blog'
import {
  DesignKitSchema,
  ManualSponsorSchema,
  ShowcaseSchema,
  TeamMemberSchema,
  TemplateSchema,
  VideoCourseSchema,
} from './data'
import { DeployFrontmatterSchema } from './deploy'
import { PageFrontmatterSchema } from './page'
import { HttpUrlSchema, LinkSchema, SitePathSchema } from './url'

type Path = (string | number)[]
/** `http`: another site only; `link`: site path or http(s) URL; `path`: site path only. */
type Kind = 'http' | 'https' | 'link' | 'path'

/** Every schema with a valid document and each of its URL fields. */
const SCHEMAS: { name: string; schema: v.GenericSchema; valid: object; fields: [Path, Kind][] }[] =
  [
    {
      name: 'page',
      schema: PageFrontmatterSchema,
      valid: { title: 'T', links: [{ label: 'L', to: '/x' }], seo: {} },
      fields: [
        [['links', 0, 'to'], 'link'],
        [['seo', 'image'], 'link'],
      ],
    },
    {
      name: 'blog',
      schema: BlogFrontmatterSchema,
      valid: { title: 'T', authors: [{ name: 'A' }], category: 'Release', date: '2026-01-02' },
      fields: [
        [['authors', 0, 'to'], 'https'],
        [['authors', 0, 'avatar'], 'link'],
        [['image'], 'link'],
      ],
    },
    {
      name: 'agencies',
      schema: AgencyFrontmatterSchema,
      valid: {
        title: 'T',
        contact: 'a@b.example',
        location: 'L',
        regions: ['Europe'],
        services: ['Performance'],
      },
      fields: [
        [['logo'], 'link'],
        [['website'], 'http'],
        [['github'], 'http'],
        [['x'], 'http'],
        [['linkedin'], 'http'],
      ],
    },
    {
      name: 'deploy',
      schema: DeployFrontmatterSchema,
      valid: { title: 'T', category: 'Hosting' },
      fields: [
        [['logoSrc'], 'link'],
        [['website'], 'http'],
      ],
    },
    {
      name: 'templates',
      schema: TemplateSchema,
      valid: { name: 'N', slug: 's', description: 'D', screenshotUrl: '/s.png' },
      fields: [
        [['screenshotUrl'], 'link'],
        [['demo'], 'http'],
        [['purchase'], 'http'],
      ],
    },
    {
      name: 'videoCourses',
      schema: VideoCourseSchema,
      valid: {
        name: 'N',
        slug: 's',
        description: 'D',
        screenshotUrl: '/s.png',
        url: 'https://a.example',
        author: 'A',
      },
      fields: [
        [['screenshotUrl'], 'link'],
        [['url'], 'http'],
      ],
    },
    {
      name: 'showcase',
      schema: ShowcaseSchema,
      valid: { name: 'N', url: 'https://a.example', screenshotUrl: '/s.png', category: 'Media' },
      fields: [
        [['url'], 'http'],
        [['screenshotUrl'], 'link'],
      ],
    },
    {
      name: 'manualSponsors',
      schema: ManualSponsorSchema,
      valid: { name: 'N', url: 'https://a.example', logo: '/l.svg', tier: 'gold' },
      fields: [
        [['url'], 'http'],
        [['logo'], 'link'],
      ],
    },
    {
      name: 'team',
      schema: TeamMemberSchema,
      valid: { name: 'N', role: 'R', avatar: '/a.png' },
      fields: [
        [['avatar'], 'link'],
        [['sponsor'], 'http'],
      ],
    },
    {
      name: 'designKit',
      schema: DesignKitSchema,
      valid: { name: 'N', description: 'D', kind: 'logo', files: ['/f.svg'] },
      fields: [[['files', 0], 'path']],
    },
  ]

/** Values no URL field accepts: other schemes, hidden schemes, other hosts in disguise. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript\n:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'mailto:a@b.example',
  '//evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  'http:/x',
  'http:evil.example',
  'https://',
  'ht\ttps://a.example',
  'https://a.example\n',
  '\u00a0https://a.example',
  'https://a.example/a b',
  'https://user:pass@evil.example',
  'HTTPS://A.EXAMPLE',
  'relative/path',
  './x',
  '#anchor',
  '',
  `https://a.example/${'x'.repeat(3000)}`,
]

const ACCEPTED: Record<Kind, string[]> = {
  http: ['https://a.example/x?y=1#z', 'http://a.example'],
  https: ['https://a.example/x?y=1#z'],
  link: ['/assets/x.png', 'https://a.example/x.png', 'http://a.example'],
  path: ['/assets/x.svg'],
}
const REFUSED: Record<Kind, string[]> = {
  http: ['/internal'],
  https: ['/internal', 'http://a.example'],
  link: [],
  path: ['https://a.example/x.svg'],
}
const ALLOWED_RE: Record<Kind, RegExp> = {
  http: /^must be an absolute http:\/\/ or https:\/\/ URL/,
  https: /^must be an (absolute http:\/\/ or )?https:\/\/ URL/,
  link: /^must be a site path such as \/docs\/4\.x or an absolute http:\/\/ or https:\/\/ URL/,
  path: /^must be a site path such as \/docs\/4\.x/,
}

/** A deep copy of `document` with `value` at `path`. */
function withValue(document: object, path: Path, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(document)) as Record<string | number, unknown>
  let node = copy
  for (const [depth, key] of path.slice(0, -1).entries()) {
    node[key] ??= typeof path[depth + 1] === 'number' ? [] : {}
    node = node[key] as Record<string | number, unknown>
  }
  node[path.at(-1)!] = value
  return copy
}

const CASES = SCHEMAS.flatMap(({ name, schema, valid, fields }) =>
  fields.map(([path, kind]) => ({ label: `${name}.${path.join('.')}`, schema, valid, path, kind }))
)

describe('URL fields of the content schemas', () => {
  it.each(CASES)('$label accepts its valid values', ({ schema, valid, path, kind }) => {
    expect(v.safeParse(schema, valid).success).toBe(true)
    for (const value of ACCEPTED[kind]) {
      expect(v.safeParse(schema, withValue(valid, path, value)).success, value).toBe(true)
    }
  })

  it.each(CASES)('$label refuses hostile values, saying what is allowed', (field) => {
    for (const value of [...HOSTILE, ...REFUSED[field.kind]]) {
      const result = v.safeParse(field.schema, withValue(field.valid, field.path, value))
      expect(result.success, JSON.stringify(value)).toBe(false)
      const issue = result.issues![0]
      expect(issue.path?.map((item) => item.key)).toEqual(field.path)
      expect(issue.message).toMatch(ALLOWED_RE[field.kind])
    }
  })
})

/** Fields whose names look like URLs but hold something else. */
const NOT_URLS = new Set([
  'team.github', // GitHub user name
  'team.x', // X handle
  'team.bluesky', // Bluesky handle
  'templates.repo', // owner/name
  'deploy.logoIcon', // icon class
  'videoCourses.sponsor', // a flag: the course is by a sponsor
])
const URL_NAME_RE =
  /url|link|href|src|site|image|logo|avatar|screenshot|demo|purchase|sponsor|files|github|linkedin|bluesky|repo|^to$|^x$/i
const URL_SCHEMAS: unknown[] = [HttpUrlSchema, LinkSchema, SitePathSchema]

/** Every leaf of a valibot schema with a URL-like key: its path and its schema. */
function urlLeaves(schema: unknown, path: string[] = []): [string[], unknown][] {
  const node = schema as {
    entries?: Record<string, unknown>
    wrapped?: unknown
    item?: unknown
    options?: unknown[]
  }
  if (node.entries)
    return Object.entries(node.entries).flatMap(([key, entry]) => urlLeaves(entry, [...path, key]))
  if (node.wrapped) return urlLeaves(node.wrapped, path)
  if (node.item) return urlLeaves(node.item, path)
  if (node.options) return node.options.flatMap((option) => urlLeaves(option, path))
  return URL_NAME_RE.test(path.at(-1) ?? '') ? [[path, schema]] : []
}

describe('every URL field uses the shared URL schemas', () => {
  it.each(COLLECTIONS.map((collection) => [collection.name, collection.schema] as const))(
    '%s',
    (name, schema) => {
      for (const [path, leaf] of urlLeaves(schema)) {
        const label = `${name.startsWith('docs') || name === 'index' ? 'page' : name}.${path.join('.')}`
        if (NOT_URLS.has(label)) continue
        const pipe = (leaf as { pipe?: unknown[] }).pipe ?? []
        expect(URL_SCHEMAS.includes(leaf) || URL_SCHEMAS.includes(pipe[0]), label).toBe(true)
      }
    }
  )
})
