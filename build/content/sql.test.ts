import { describe, expect, it } from 'vitest'
import { contentTeam } from '../../worker/db/schema'
import { contentDocsv4 } from '../../worker/db/schema'
import { contentInfoStatements, insertStatements, MAX_STATEMENT_BYTES, sqlLiteral } from './sql'

describe('SQL writer', () => {
  it('quotes literals safely', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'")
    expect(sqlLiteral(null)).toBe('NULL')
    expect(sqlLiteral(true)).toBe('1')
    expect(sqlLiteral('a\u0000b')).toBe("'ab'")
    expect(() => sqlLiteral(Number.NaN)).toThrow()
  })

  it('folds fields without a column into meta', () => {
    const [sql] = insertStatements(contentTeam, {
      id: 'team/a',
      stem: 'a',
      position: 0,
      name: 'A',
      role: 'R',
      avatar: 'x',
      github: 'gh',
    })
    expect(sql).toContain(`'{"github":"gh"}'`)
  })

  it('splits rows over the D1 statement limit into an INSERT and appends that rebuild the value', () => {
    const body = '<p>'.concat('长'.repeat(70_000), '</p>')
    const statements = insertStatements(contentDocsv4, {
      id: 'docsv4/x',
      stem: 'x',
      path: '/x',
      title: 'X',
      body,
      raw: 'r',
      toc: [],
      navigation: true,
      meta: {},
      position: 0,
    })
    expect(statements.length).toBeGreaterThan(2)
    for (const sql of statements)
      expect(Buffer.byteLength(sql)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES)
    const rebuilt = statements
      .slice(1)
      .map((sql) => /\|\| '(.*)' WHERE/s.exec(sql)![1])
      .join('')
    expect(rebuilt).toBe(body)
  })
})

describe('contentInfoStatements', () => {
  const info = {
    collection: 'docsv4',
    hash: 'abc123',
    buildId: 'e4b80eab1966',
    rows: 3,
    navigation: [{ title: 'Guide', path: '/docs/4.x/guide' }],
    builtAt: '2025-01-02T03:04:05.000Z',
  }

  it('upserts every column of content_info, navigation as JSON', () => {
    expect(contentInfoStatements(info)).toEqual([
      `INSERT OR REPLACE INTO "content_info" ("collection", "hash", "build_id", "rows", "navigation", "built_at") VALUES ('docsv4', 'abc123', 'e4b80eab1966', 3, '[{"title":"Guide","path":"/docs/4.x/guide"}]', '2025-01-02T03:04:05.000Z');`,
    ])
  })

  it('escapes every value, so a quote in any of them cannot end the literal', () => {
    const sql = contentInfoStatements({
      collection: "it's",
      hash: "h'",
      buildId: "b'",
      rows: 0,
      navigation: [{ title: "Aster's guide", path: "/it's" }],
      builtAt: "t'",
    })[0]!
    expect(sql).toContain(
      `VALUES ('it''s', 'h''', 'b''', 0, '[{"title":"Aster''s guide","path":"/it''s"}]', 't''');`
    )
    // outside the literals only the statement's own text remains
    expect(sql.replace(/'(?:[^']|'')*'/g, '?')).toBe(
      'INSERT OR REPLACE INTO "content_info" ("collection", "hash", "build_id", "rows", "navigation", "built_at") VALUES (?, ?, ?, 0, ?, ?);'
    )
  })

  it('writes an empty navigation as an empty JSON array', () => {
    expect(contentInfoStatements({ ...info, collection: 'modules', navigation: [] })[0]).toContain(
      `'modules', 'abc123', 'e4b80eab1966', 3, '[]',`
    )
  })

  it('splits a navigation too large for one D1 statement into appends under the limit', () => {
    const navigation = Array.from({ length: 4000 }, (_, n) => ({
      title: `Page ${n} about routing`,
      path: `/docs/4.x/generated/section-${n % 40}/page-${n}`,
    }))
    const statements = contentInfoStatements({ ...info, navigation })
    expect(statements.length).toBeGreaterThan(3)
    expect(statements[0]).toBe(`DELETE FROM "content_info" WHERE "collection" = 'docsv4';`)
    for (const sql of statements)
      expect(Buffer.byteLength(sql)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES)
    // the appended chunks put the JSON back together
    const chunks = statements
      .slice(2)
      .map((sql) => /\|\| '((?:[^']|'')*)' WHERE/.exec(sql)![1]!.replace(/''/g, "'"))
    expect(JSON.parse(chunks.join(''))).toEqual(navigation)
  })
})
