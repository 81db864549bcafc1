import { describe, expect, it } from 'vitest'
import { contentTeam } from '../../worker/db/schema'
import { contentDocsv4 } from '../../worker/db/schema'
import { insertStatements, MAX_STATEMENT_BYTES, sqlLiteral } from './sql'

describe('SQL writer', () => {
  it('quotes literals safely', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'")
    expect(sqlLiteral(null)).toBe('NULL')
    expect(sqlLiteral(true)).toBe('1')
    expect(sqlLiteral('a\u0000b')).toBe("'ab'")
    expect(() => sqlLiteral(Number.NaN)).toThrow()
  })

  it('folds fields without a column into meta', () => {
    const [sql] = insertStatements(contentTeam, { id: 'team/a', stem: 'a', position: 0, name: 'A', role: 'R', avatar: 'x', github: 'gh' })
    expect(sql).toContain(`'{"github":"gh"}'`)
  })

  it('splits rows over the D1 statement limit into an INSERT and appends that rebuild the value', () => {
    const body = '<p>'.concat('长'.repeat(70_000), '</p>')
    const statements = insertStatements(contentDocsv4, { id: 'docsv4/x', stem: 'x', path: '/x', title: 'X', body, raw: 'r', toc: [], navigation: true, meta: {}, position: 0 })
    expect(statements.length).toBeGreaterThan(2)
    for (const sql of statements) expect(Buffer.byteLength(sql)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES)
    const rebuilt = statements.slice(1).map((sql) => /\|\| '(.*)' WHERE/s.exec(sql)![1]).join('')
    expect(rebuilt).toBe(body)
  })
})
