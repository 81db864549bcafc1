import { describe, expect, it } from 'vitest'
import { queryCollection } from './query-builder'

const COLUMNS = ['title', 'path', 'date', 'draft', 'stem', 'image', 'category', 'x'] as const
const blog = () => queryCollection('content_blog', COLUMNS)
const docs = () => queryCollection('content_docsv4', ['title', 'path', 'draft', 'stem'])

/** Each builder chain with the exact SQL it must emit. */
const CASES: [name: string, build: () => string, sql: string][] = [
  [
    'select, where, andWhere, order, limit, skip',
    () =>
      docs()
        .select('title', 'path')
        .where('path', '=', '/docs/4.x')
        .andWhere('draft', '=', 0)
        .order('stem', 'ASC')
        .limit(10)
        .skip(20)
        .build(),
    `SELECT "title", "path" FROM "content_docsv4" WHERE ("path" = '/docs/4.x') AND ("draft" = 0) ORDER BY "stem" ASC LIMIT 10 OFFSET 20`,
  ],
  ['everything', () => blog().build(), 'SELECT * FROM "content_blog"'],
  [
    'order DESC',
    () => blog().order('date', 'DESC').build(),
    'SELECT * FROM "content_blog" ORDER BY "date" DESC',
  ],
  [
    'order defaults to ASC, keys in call order',
    () => blog().order('title').order('date', 'DESC').build(),
    'SELECT * FROM "content_blog" ORDER BY "title" ASC, "date" DESC',
  ],
  [
    'count(*)',
    () => blog().where('draft', '=', 0).count(),
    'SELECT COUNT(*) AS "count" FROM "content_blog" WHERE ("draft" = 0)',
  ],
  [
    'count(column)',
    () => blog().count('image'),
    'SELECT COUNT("image") AS "count" FROM "content_blog"',
  ],
  [
    'count(DISTINCT column)',
    () => blog().count('category', { distinct: true }),
    'SELECT COUNT(DISTINCT "category") AS "count" FROM "content_blog"',
  ],
  [
    'count ignores select, order and paging',
    () => blog().select('title').order('date').limit(5).skip(5).count(),
    'SELECT COUNT(*) AS "count" FROM "content_blog"',
  ],
  [
    'booleans are 1 and 0',
    () => blog().where('draft', '=', true).where('draft', '<>', false).build(),
    'SELECT * FROM "content_blog" WHERE ("draft" = 1) AND ("draft" <> 0)',
  ],
  [
    'single quotes are doubled',
    () => blog().where('title', '=', "it's").build(),
    `SELECT * FROM "content_blog" WHERE ("title" = 'it''s')`,
  ],
  [
    'numbers',
    () => blog().where('draft', '>=', -1.5).where('draft', '<', 1e21).build(),
    'SELECT * FROM "content_blog" WHERE ("draft" >= -1.5) AND ("draft" < 1e+21)',
  ],
  [
    'every comparison operator',
    () =>
      blog()
        .where('x', '=', 1)
        .where('x', '<>', 2)
        .where('x', '<', 3)
        .where('x', '>', 4)
        .where('x', '<=', 5)
        .where('x', '>=', 6)
        .build(),
    'SELECT * FROM "content_blog" WHERE ("x" = 1) AND ("x" <> 2) AND ("x" < 3) AND ("x" > 4) AND ("x" <= 5) AND ("x" >= 6)',
  ],
  [
    'LIKE',
    () => blog().where('path', 'LIKE', '/blog/%').build(),
    `SELECT * FROM "content_blog" WHERE ("path" LIKE '/blog/%')`,
  ],
  [
    'IN',
    () => blog().where('category', 'IN', ['news', 2, null, true]).build(),
    `SELECT * FROM "content_blog" WHERE ("category" IN ('news', 2, NULL, 1))`,
  ],
  [
    'IS NULL and IS NOT NULL',
    () => blog().where('image', 'IS NULL').where('x', 'IS NOT NULL').build(),
    'SELECT * FROM "content_blog" WHERE ("image" IS NULL) AND ("x" IS NOT NULL)',
  ],
  [
    '= null and <> null become IS [NOT] NULL',
    () => blog().where('image', '=', null).where('x', '<>', null).build(),
    'SELECT * FROM "content_blog" WHERE ("image" IS NULL) AND ("x" IS NOT NULL)',
  ],
  [
    'orWhere group',
    () =>
      blog()
        .where('date', '<', '2024-04-04')
        .orWhere((g) => g.where('date', '>', '2024-01-01').where('category', '=', 'news'))
        .build(),
    `SELECT * FROM "content_blog" WHERE ("date" < '2024-04-04') AND (("date" > '2024-01-01') OR ("category" = 'news'))`,
  ],
  [
    'nested groups',
    () =>
      blog()
        .andWhere((g) =>
          g
            .where('draft', '=', 0)
            .orWhere((o) =>
              o.where('image', 'IS NULL').andWhere((a) => a.where('x', '=', 1).where('x', '=', 2))
            )
        )
        .build(),
    'SELECT * FROM "content_blog" WHERE (("draft" = 0) AND (("image" IS NULL) OR (("x" = 1) AND ("x" = 2))))',
  ],
  [
    'a one-condition group is unwrapped',
    () => blog().orWhere((g) => g.where('x', '=', 1)).build(),
    'SELECT * FROM "content_blog" WHERE ("x" = 1)',
  ],
  [
    'an empty group is dropped',
    () => blog().orWhere((g) => g).build(),
    'SELECT * FROM "content_blog"',
  ],
  ['limit 0', () => blog().limit(0).build(), 'SELECT * FROM "content_blog" LIMIT 0'],
  ['limit 1000', () => blog().limit(1000).build(), 'SELECT * FROM "content_blog" LIMIT 1000'],
  [
    'identifiers with double quotes',
    () => queryCollection('content_x', ['a"b']).select('a"b').build(),
    'SELECT "a""b" FROM "content_x"',
  ],
]

/** Misuses and the message each must throw. */
const ERRORS: [name: string, run: () => unknown, message: RegExp][] = [
  [
    'unknown column in select',
    () => blog().select('password' as 'x'),
    /^unknown column "password" in content_blog$/,
  ],
  ['unknown column in where', () => blog().where('y' as 'x', '=', 1), /unknown column "y"/],
  ['unknown column in order', () => blog().order('rowid' as 'x'), /unknown column "rowid"/],
  ['unknown column in count', () => blog().count('y' as 'x'), /unknown column "y"/],
  ['unknown column in a group', () => blog().orWhere((g) => g.where('y' as 'x', '=', 1)), /"y"/],
  ['unknown operator', () => blog().where('x', 'GLOB' as '=', 'a*'), /unknown operator GLOB/],
  ['NaN', () => blog().where('x', '=', Number.NaN), /numbers must be finite, got NaN/],
  ['Infinity', () => blog().where('x', '<', Number.POSITIVE_INFINITY), /must be finite/],
  ['objects', () => blog().where('x', '=', {} as never), /unsupported value/],
  ['control characters', () => blog().where('title', '=', 'a\u0000b'), /control characters/],
  ['LIKE with a number', () => blog().where('title', 'LIKE', 5), /LIKE needs a string/],
  ['< null', () => blog().where('x', '<', null), /< cannot compare with null/],
  ['empty IN', () => blog().where('x', 'IN', []), /IN needs a non-empty array/],
  ['limit above 1000', () => blog().limit(1001), /limit\(\) takes an integer from 0 to 1000/],
  ['negative limit', () => blog().limit(-1), /limit\(\) takes an integer/],
  ['fractional skip', () => blog().skip(1.5), /skip\(\) takes an integer/],
  ['skip without limit', () => blog().skip(10).build(), /skip\(\) needs limit\(\)/],
  ['lower-case direction', () => blog().order('date', 'desc' as 'DESC'), /invalid sort desc/],
  ['a factory returning something else', () => blog().orWhere(() => ({}) as never), /return/],
  ['an over-long query', () => blog().where('title', '=', 'a'.repeat(5000)).build(), /4096/],
  ['an empty table name', () => queryCollection('', ['a']), /invalid table name/],
]


describe('queryCollection', () => {
  it.each(CASES)('%s', (_name, build, sql) => {
    expect(build()).toBe(sql)
  })

  it('is immutable: every call returns a new query', () => {
    const base = blog().where('draft', '=', 0)
    base.limit(5)
    base.order('date')
    base.orWhere((g) => g.where('x', '=', 1).where('x', '=', 2))
    expect(base.build()).toBe('SELECT * FROM "content_blog" WHERE ("draft" = 0)')
  })

  it.each(ERRORS)('throws on %s', (_name, run, message) => {
    expect(run).toThrow(message)
  })
})
