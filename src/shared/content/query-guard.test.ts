import { describe, expect, it } from 'vitest'
import { checkContentQuery } from './query-guard'
import { listLimitCases, listReportedQueries } from './query-guard/__fixtures__/limits'
import { countUtf8Bytes } from './query-guard/limits'

const TABLE = 'content_blog'
const COLUMNS = ['title', 'path', 'date', 'draft', 'stem', 'image', 'category', 'x'] as const
const FROM = 'SELECT * FROM "content_blog"'
const WHERE = `${FROM} WHERE`

const check = (sql: unknown) => checkContentQuery(sql, TABLE, COLUMNS)

/** Hostile or malformed queries, each with the message that must explain the rejection. */
const HOSTILE: [sql: unknown, message: RegExp][] = [
  // other tables and system tables
  ['SELECT * FROM "users"', /^only SELECT \.\.\. FROM "content_blog" is allowed \(got "users"\)$/],
  ['SELECT * FROM content_docsv4', /only SELECT \.\.\. FROM "content_blog" is allowed/],
  ['SELECT "title"', /unexpected end of query: expected FROM/],
  ['SELECT * FROM sqlite_master', /^SQLite system names are not allowed: sqlite_master$/],
  ['SELECT * FROM "sqlite_schema"', /SQLite system names are not allowed: sqlite_schema/],
  ['SELECT * FROM main.content_blog', /qualified names \(table\.column\) are not allowed/],
  ['SELECT "content_blog"."title" FROM "content_blog"', /qualified names/],
  // sub-selects, compound queries, VALUES, CTEs, joins
  [`${WHERE} "title" IN (SELECT name FROM sqlite_master)`, /^sub-selects are not allowed$/],
  ['SELECT * FROM (SELECT * FROM "content_blog")', /sub-selects are not allowed/],
  [`${FROM} UNION SELECT * FROM users`, /^compound queries are not allowed: UNION/],
  [`${FROM} union all select * from users`, /compound queries are not allowed: UNION/],
  [`${FROM} INTERSECT SELECT * FROM "content_blog"`, /compound queries .*INTERSECT/],
  [`${FROM} EXCEPT SELECT * FROM "content_blog"`, /compound queries .*EXCEPT/],
  ['VALUES (1, 2)', /^VALUES is not allowed$/],
  [`${WHERE} "title" IN (VALUES ('a'))`, /VALUES is not allowed/],
  ['WITH t AS (SELECT 1) SELECT * FROM t', /^WITH \(common table expressions\) is not allowed$/],
  [`${FROM} JOIN users ON 1`, /^joins are not allowed: JOIN$/],
  [`${FROM} LEFT JOIN users`, /joins are not allowed: LEFT/],
  [`${FROM} NATURAL JOIN users`, /joins are not allowed: NATURAL/],
  [`${FROM}, users`, /^joins are not allowed: ","$/],
  // function calls
  ['SELECT lower("title") FROM "content_blog"', /^function calls are not allowed: lower\($/],
  [`${WHERE} upper ("title") = 'A'`, /function calls are not allowed: upper\(/],
  [`${WHERE} "title" = char(65)`, /function calls are not allowed: char\(/],
  [`${WHERE} "lower"("title") = 'a'`, /function calls are not allowed: "lower"\(/],
  ["SELECT load_extension('evil.so')", /function calls are not allowed: load_extension\(/],
  [`${WHERE} "draft" = 0 AND randomblob(1000000000)`, /function calls .*randomblob\(/],
  [`${WHERE} "title" = 'a' AND sqlite_version() = '3'`, /SQLite system names .*sqlite_version/],
  [`${FROM} ORDER BY random()`, /function calls are not allowed: random\(/],
  ['SELECT COUNT(*) FROM "content_blog" WHERE COUNT(*) > 1', /expected a column of content_blog/],
  // comments and multiple statements
  [`${WHERE} "title" = 'a' -- and "draft" = 0`, /^comments are not allowed \(found "--"/],
  ['/* hi */ SELECT * FROM "content_blog"', /comments are not allowed \(found "\/\*"/],
  [`${FROM};`, /^";" is not allowed: send one statement$/],
  [`${FROM}; DROP TABLE users`, /";" is not allowed: send one statement/],
  // other statements
  ['PRAGMA table_info(content_blog)', /^only SELECT queries are allowed: PRAGMA is not$/],
  ["ATTACH DATABASE 'file:x' AS x", /only SELECT queries are allowed: ATTACH/],
  ['DETACH DATABASE x', /only SELECT queries are allowed: DETACH/],
  ["INSERT INTO content_blog (title) VALUES ('x')", /only SELECT queries are allowed: INSERT/],
  ["UPDATE content_blog SET title = 'x'", /only SELECT queries are allowed: UPDATE/],
  ['DELETE FROM content_blog', /only SELECT queries are allowed: DELETE/],
  ['drop table content_blog', /only SELECT queries are allowed: DROP/],
  ['CREATE TABLE x (a)', /only SELECT queries are allowed: CREATE/],
  ['ALTER TABLE content_blog ADD b', /only SELECT queries are allowed: ALTER/],
  ["REPLACE INTO content_blog (title) VALUES ('x')", /only SELECT queries are allowed: REPLACE/],
  ['VACUUM', /only SELECT queries are allowed: VACUUM/],
  [`EXPLAIN ${FROM}`, /only SELECT queries are allowed: EXPLAIN/],
  ['(SELECT * FROM "content_blog")', /^only SELECT \.\.\. FROM "content_blog" is allowed$/],
  // parameters and unusual quoting
  [`${WHERE} "title" = ?`, /^parameters are not allowed: send literal values instead of \?/],
  [`${WHERE} "title" = ?1`, /parameters are not allowed: .*\?1/],
  [`${WHERE} "title" = :title`, /parameters are not allowed: .*:title/],
  [`${WHERE} "title" = @title`, /parameters are not allowed: .*@title/],
  [`${WHERE} "title" = $title`, /parameters are not allowed: .*\$title/],
  [`${WHERE} "title" = $$x$$`, /^dollar quoting is not allowed/],
  [`${WHERE} "title" = $q$x$q$`, /dollar quoting is not allowed/],
  ['SELECT `title` FROM "content_blog"', /backtick identifiers are not allowed: use "double/],
  ['SELECT [title] FROM "content_blog"', /\[bracket\] identifiers are not allowed/],
  [`${WHERE} "title" = 'abc`, /^unterminated string: add the closing ' at character 46$/],
  ['SELECT "title FROM "content_blog"', /unterminated quoted identifier: .* at character 33$/],
  ['SELECT * FROM "content_blog', /unterminated quoted identifier/],
  [`${WHERE} "title" = x'41'`, /blob literals \(x'\.\.\.'\) are not allowed/],
  [`${WHERE} "draft" = 0x41`, /hex literals are not allowed/],
  [`${WHERE} "draft" = 1e`, /malformed number "1e"/],
  // columns, values and operators outside the grammar
  ['SELECT "password" FROM "content_blog"', /^unknown column "password" in content_blog$/],
  [`${WHERE} secret = 1`, /unknown column "secret" in content_blog/],
  [`${FROM} ORDER BY "rowid"`, /unknown column "rowid" in content_blog/],
  [`${FROM} ORDER BY 1`, /expected a column of content_blog after ORDER BY/],
  [`${FROM} ORDER BY CASE WHEN "draft" THEN 1 END`, /expected a column .* after ORDER BY/],
  [`${FROM} ORDER BY "date" + 1`, /unexpected character "\+"/],
  [`${FROM} ORDER BY "date" COLLATE NOCASE`, /unexpected COLLATE at character \d+/],
  [`${WHERE} "title" = "path"`, /unexpected "path" .*: expected a string, number or NULL/],
  [`${WHERE} "title" = TRUE`, /expected a string, number or NULL/],
  [`${WHERE} 1 = 1`, /expected a column of content_blog in WHERE/],
  [`${WHERE} "title" = 'a' OR 'x' = 'x'`, /expected a column of content_blog in WHERE/],
  [`${WHERE} "draft" NOT IN (1)`, /unexpected NOT .*: expected =, <>, <, >, <=, >=, LIKE, IN/],
  [`${WHERE} "title" LIKE "path"`, /expected a string pattern after LIKE/],
  [`${WHERE} "title" LIKE 'a!%' ESCAPE '!'`, /unexpected ESCAPE .*: expected end of query/],
  [`${WHERE} "title" GLOB 'a*'`, /unexpected GLOB/],
  [`${WHERE} "title" || 'x' = 'a'`, /unexpected character "\|"/],
  [`${WHERE} "title" \uFF1D 'a'`, /unexpected character "＝"/],
  [`${WHERE} ("title" = 'a'`, /unexpected end of query: expected "\)"/],
  [`${WHERE}`, /unexpected end of query: expected a column of content_blog in WHERE/],
  [`${WHERE} ${'('.repeat(40)}"draft" = 0${')'.repeat(40)}`, /nested too deeply \(limit 32\)/],
  [`${FROM} GROUP BY "title"`, /unexpected GROUP .*: expected end of query/],
  ['SELECT DISTINCT "title" FROM "content_blog"', /expected a column .* in the select list/],
  ['SELECT "title" AS t FROM "content_blog"', /unexpected AS .*: expected FROM/],
  [`${FROM} AS b`, /unexpected AS .*: expected end of query/],
  ['SELECT *, "title" FROM "content_blog"', /unexpected , .*: expected FROM/],
  ['SELECT COUNT(lower("title")) FROM "content_blog"', /function calls are not allowed/],
  ['SELECT COUNT(*) AS FROM "content_blog"', /expected a name after AS/],
  // limits
  [`${FROM} LIMIT 1001`, /^LIMIT must be an integer from 0 to 1000, got 1001$/],
  [`${FROM} LIMIT -1`, /LIMIT must be an integer from 0 to 1000, got -1/],
  [`${FROM} LIMIT 10.5`, /LIMIT must be an integer .*got 10\.5/],
  [`${FROM} LIMIT 1e3`, /LIMIT must be an integer .*got 1e3/],
  [`${FROM} LIMIT`, /LIMIT must be an integer .*got nothing/],
  [`${FROM} LIMIT 5, 10`, /write LIMIT n OFFSET m, not LIMIT m, n/],
  [`${FROM} LIMIT 5 OFFSET -5`, /OFFSET must be an integer/],
  [`${FROM} LIMIT 5 OFFSET 5 LIMIT 2`, /unexpected LIMIT .*: expected end of query/],
  [`${FROM} LIMIT 1 OFFSET 9223372036854775808`, /OFFSET must be .* to 100000, got 9223/],
  [`${FROM} LIMIT 1 OFFSET ${'9'.repeat(400)}`, /OFFSET must be an integer from 0 to 100000/],
  [`${WHERE} "title" LIKE '${'_'.repeat(51)}'`, /^the LIKE pattern at character 49 is 51 bytes/],
  [`${WHERE} "title" LIKE '${'%'.repeat(11)}'`, /has 11 wildcards \(% or _\): the limit is 10/],
  [`${WHERE} "title" LIKE '${"''".repeat(51)}'`, /is 51 bytes long/],
  [`${WHERE} "title" LIKE '${'€'.repeat(17)}'`, /is 51 bytes long: the limit is 50 bytes of UTF-8/],
  [`${WHERE} "title" LIKE '${'\ud800'.repeat(17)}'`, /is 51 bytes long/],
  [`${WHERE} ${'"draft" = 1 OR '.repeat(199)}"draft" = 1`, /conditions in WHERE \(51\)/],
  [`${WHERE} "draft" IN (${'1, '.repeat(1000)}1)`, /^too many values in one IN list \(101\)/],
  [`${WHERE} "draft" IN (1) AND "draft" IN (${'1, '.repeat(100)}1)`, /IN list \(101\)/],
  [`SELECT ${'"title", '.repeat(200)}"title" FROM "content_blog"`, /select list \(65\)/],
  [`${FROM} ORDER BY ${'"title", '.repeat(100)}"title"`, /^too many ORDER BY terms \(17\)/],
  // input shape
  [
    `${WHERE} "title" = '${'a'.repeat(5000)}'`,
    /^the query is 5047 characters long; the limit is 4096$/,
  ],
  ['', /^the query is empty: send SELECT \.\.\. FROM "content_blog"$/],
  [' \n\t ', /the query is empty/],
  [42, /^the query must be a string of SQL, got number$/],
  [null, /must be a string of SQL, got null/],
  [undefined, /must be a string of SQL, got undefined/],
  [{ sql: FROM }, /must be a string of SQL, got object/],
  [[FROM], /must be a string of SQL, got array/],
  [`${FROM}\0`, /^NUL bytes are not allowed \(found U\+0000\) at character 29$/],
  [`${WHERE} "title" = 'a\0b'`, /NUL bytes are not allowed/],
  [`${FROM}\u0007`, /control characters are not allowed \(found U\+0007\)/],
  [`${FROM}\u001b[0m`, /control characters are not allowed \(found U\+001B\)/],
]

/** Lenient but harmless spellings of the canonical shape (CANONICAL, below). */
const LENIENT = [
  'select title, path from content_blog where draft = 0 order by date desc limit 5 offset 10',
  `SELECT  *\n\tFROM "CONTENT_BLOG"\r\n WHERE ( "Title" LIKE '%a%' )`,
  'SELECT count(*) as n FROM content_blog',
  'SELECT Count( Distinct category ) FROM content_blog',
  `${WHERE} "title" = 'it''s; -- not a comment /* nor this */ ? :x @y $z sqlite_master'`,
  `${WHERE} "title" != 'a' AND x = 1 OR ("draft" IS NOT NULL AND "image" is null)`,
  `${WHERE} "draft" IN (1,-2, 3.5, 'a', NULL) ORDER BY "date", "title" DESC LIMIT 0`,
  `${WHERE} "title" = 'unicode é ☃ \t tab'`,
  // limits count the unescaped pattern: 50 quotes written as 100 characters
  `${WHERE} "title" LIKE '${"''".repeat(50)}'`,
  `${WHERE} "title" LIKE '%a%' OR "title" LIKE '%b%' OR "title" LIKE '_${'%_'.repeat(4)}'`,
]

/**
 * The canonical spelling of every feature of the grammar (query-guard/grammar.ts): quoted
 * identifiers, each condition in parentheses, booleans as 1/0, up to the nesting limit.
 */
const CANONICAL: [name: string, sql: string][] = [
  ['everything', `SELECT * FROM "content_blog"`],
  ['count', `SELECT COUNT(*) AS "count" FROM "content_blog"`],
  ['count a column', `SELECT COUNT("image") AS "count" FROM "content_blog" WHERE ("draft" = 0)`],
  ['count distinct', `SELECT COUNT(DISTINCT "category") AS "count" FROM "content_blog"`],
  ['select', `SELECT "title", "path", "x" FROM "content_blog"`],
  [
    'every operator',
    `SELECT * FROM "content_blog" WHERE ("title" = 'v =') AND ("title" <> 'v <>') ` +
      `AND ("title" < 'v <') AND ("title" > 'v >') AND ("title" <= 'v <=') ` +
      `AND ("title" >= 'v >=') AND ("title" LIKE 'v LIKE')`,
  ],
  [
    'numbers',
    `SELECT * FROM "content_blog" WHERE ("draft" > -1.25) AND ("draft" < 1e+21) AND ("x" = 1e-7)`,
  ],
  [
    'booleans and null',
    `SELECT * FROM "content_blog" WHERE ("draft" = 1) AND ("image" IS NULL) AND ("x" <> 0)`,
  ],
  ['IN', `SELECT * FROM "content_blog" WHERE ("category" IN ('a', 'b''c', 1, -2.5, NULL, 0))`],
  ['IS [NOT] NULL', `SELECT * FROM "content_blog" WHERE ("image" IS NULL) AND ("x" IS NOT NULL)`],
  [
    'groups',
    `SELECT * FROM "content_blog" WHERE ("draft" = 0) ` +
      `AND (("title" LIKE '%a%') OR (("x" = 1) AND ("x" = 2)))`,
  ],
  [
    'nesting at the limit (32)',
    `SELECT * FROM "content_blog" WHERE (("x" = 32) OR ` +
      `(("x" = 31) AND (("x" = 30) AND (("x" = 29) AND (("x" = 28) AND (("x" = 27) AND ` +
      `(("x" = 26) AND (("x" = 25) AND (("x" = 24) AND (("x" = 23) AND (("x" = 22) AND ` +
      `(("x" = 21) AND (("x" = 20) AND (("x" = 19) AND (("x" = 18) AND (("x" = 17) AND ` +
      `(("x" = 16) AND (("x" = 15) AND (("x" = 14) AND (("x" = 13) AND (("x" = 12) AND ` +
      `(("x" = 11) AND (("x" = 10) AND (("x" = 9) AND (("x" = 8) AND (("x" = 7) AND ` +
      `(("x" = 6) AND (("x" = 5) AND (("x" = 4) AND (("x" = 3) AND (("x" = 2) AND ` +
      `("x" = 1))))))))))))))))))))))))))))))))`,
  ],
  [
    'order, limit, skip',
    `SELECT * FROM "content_blog" ORDER BY "date" DESC, "title" ASC LIMIT 1000 OFFSET 12345`,
  ],
  [
    'hostile-looking values',
    `SELECT * FROM "content_blog" WHERE ` +
      `("title" = '''; DROP TABLE t; -- /* ? $1 x''00'' sqlite_master')`,
  ],
]

describe('checkContentQuery', () => {
  it(`rejects ${HOSTILE.length} hostile queries, each with a message saying why`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40)
  })

  const cases = HOSTILE.map(([sql, message]): [string, unknown, RegExp] => {
    return [String(JSON.stringify(sql)).slice(0, 80), sql, message]
  })
  it.each(cases)('rejects %s', (_label, sql, message) => {
    const result = check(sql)
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.message).toMatch(message)
  })

  it.each(LENIENT)('accepts %j', (sql) => {
    expect(check(sql)).toEqual({ ok: true })
  })

  it('accepts only the table and columns it is given', () => {
    const sql = 'SELECT "title" FROM "content_docsv4"'
    expect(checkContentQuery(sql, 'content_docsv4', ['title'])).toEqual({ ok: true })
    expect(checkContentQuery(sql, 'content_docsv4', ['path'])).toMatchObject({ ok: false })
    expect(checkContentQuery(sql, 'content_blog', ['title'])).toMatchObject({ ok: false })
  })
})

describe('canonical queries', () => {
  it.each(CANONICAL)('accepts %s', (_name, sql) => {
    expect(check(sql)).toEqual({ ok: true })
  })

  it('accepts identifiers that need quoting', () => {
    const sql = `SELECT "a""b" FROM "content_x" WHERE ("select" = 1)`
    expect(checkContentQuery(sql, 'content_x', ['a"b', 'select'])).toEqual({ ok: true })
  })

  it('rejects one level past the nesting limit', () => {
    const sql = `${WHERE} ${'('.repeat(33)}"x" = 1${')'.repeat(33)}`
    const message = 'conditions are nested too deeply (limit 32)'
    expect(check(sql)).toEqual({ ok: false, message })
  })
})

describe('limits', () => {
  const cases = listLimitCases(TABLE, 'title', 'draft')

  it.each(cases)('accepts $name at the limit', ({ atLimit }) => {
    expect(check(atLimit)).toEqual({ ok: true })
  })

  it.each(cases)('rejects $name one past the limit, naming it', ({ pastLimit, message }) => {
    const result = check(pastLimit)
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.message).toMatch(message)
  })

  it.each(listReportedQueries(TABLE, 'title', 'draft'))('rejects the $name', ({ sql, message }) => {
    const result = check(sql)
    expect(result.ok ? '' : result.message).toMatch(message)
  })

  it('counts LIKE patterns in UTF-8 bytes, as SQLite does', () => {
    const samples: [string, number][] = [
      ['', 0],
      ['a%_', 3],
      ['é', 2],
      ['€', 3],
      ['😀', 4],
      ['\ud800', 3],
      ['\udfffa', 4],
      ['😀\ud83d', 7],
    ]
    for (const [text, bytes] of samples) expect([text, countUtf8Bytes(text)]).toEqual([text, bytes])
  })
})
