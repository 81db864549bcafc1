import { describe, expect, it } from 'vitest'
import type { RowIndexFile } from '../content/row-index'
import { MAX_STATEMENT_BYTES } from '../content/sql'
import { planRows } from './row-plan'

const STATEMENTS = [
  'DELETE FROM "content_docsv4";',
  "INSERT INTO a VALUES ('/a');",
  "INSERT INTO b VALUES ('/b');",
  "UPDATE b SET body = body || 'more';",
  "INSERT INTO c VALUES ('/c');",
  'DELETE FROM "content_drafts" WHERE "collection" = \'docsv4\';',
  'INSERT OR REPLACE INTO "content_info" VALUES (1);',
]
const INDEX: RowIndexFile = {
  table: 'content_docsv4',
  key: 'id',
  rows: [
    ['docsv4/a', 'ha', 1, 1],
    ['docsv4/b', 'hb', 2, 2],
    ['docsv4/c@zh-CN', 'hc', 4, 1],
  ],
  tail: 5,
}

describe('the rows a deploy writes', () => {
  it('writes only the changed rows, deletes the gone ones, then the tail', () => {
    const deployed = new Map([
      ['docsv4/a', 'ha'],
      ['docsv4/b', 'old'],
      ['docsv4/c@zh-CN', 'hc'],
      ['docsv4/gone', 'hg'],
    ])
    const plan = planRows('docsv4', STATEMENTS, INDEX, deployed)
    expect(plan).toMatchObject({ written: 1, deleted: 1, total: 3, full: false })
    expect(plan.statements).toEqual([
      `DELETE FROM "content_docsv4" WHERE "id" = 'docsv4/b';`,
      STATEMENTS[2],
      STATEMENTS[3],
      `DELETE FROM "content_docsv4" WHERE "id" = 'docsv4/gone';`,
      `DELETE FROM "content_row_hashes" WHERE "collection" = 'docsv4' AND "id" = 'docsv4/gone';`,
      `INSERT OR REPLACE INTO "content_row_hashes" ("collection", "id", "hash") VALUES ('docsv4', 'docsv4/b', 'hb');`,
      STATEMENTS[5],
      STATEMENTS[6],
    ])
  })

  it('runs the whole file and records every hash when D1 holds none', () => {
    const plan = planRows('docsv4', STATEMENTS, INDEX, new Map())
    expect(plan).toMatchObject({ written: 3, deleted: 0, full: true })
    expect(plan.statements.slice(1, 1 + STATEMENTS.length)).toEqual(STATEMENTS)
  })

  it('cuts the hash upserts under the statement limit', () => {
    const rows: RowIndexFile['rows'] = Array.from({ length: 5_000 }, (_, n) => [
      `docsv4/${'page-'.repeat(10)}${n}`,
      'h'.repeat(16),
      1,
      0,
    ])
    const plan = planRows('docsv4', STATEMENTS, { ...INDEX, rows, tail: 1 }, undefined)
    const upserts = plan.statements.filter((sql) => sql.includes('INTO "content_row_hashes"'))
    expect(upserts.length).toBeGreaterThan(1)
    for (const sql of upserts)
      expect(Buffer.byteLength(sql)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES)
  })
})
