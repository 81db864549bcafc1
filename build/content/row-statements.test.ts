import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { afterEach, describe, expect, it } from 'vitest'
import { COLLECTION_TABLES } from '../../worker/db/schema'
import { noteRowSource, RowStatementMemo, rowStatementKey } from './row-statements'
import { CollectionSqlFiles } from './sql-files'
import { insertStatements } from './sql'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'aster-row-statements-'))
  dirs.push(dir)
  return dir
}

const table = COLLECTION_TABLES.docsv4
const page = (stem: string, body: string) => {
  const row: Record<string, unknown> = {
    id: `docsv4/docs/4.x/${stem}`,
    path: `/docs/4.x/${stem}`,
    stem,
    title: `Page ${stem}`,
    body,
    position: 0,
  }
  noteRowSource(row, `key-${stem}`)
  return row
}

/** One build of `rows` into `out` with the memo in `memoDir`: the files and the rows reused. */
async function build(
  memoDir: string,
  rows: Record<string, unknown>[],
  tableOfMemo: SQLiteTable = table
) {
  const out = scratch()
  const memo = RowStatementMemo.open(memoDir, 'docsv4', tableOfMemo)
  const files = new CollectionSqlFiles('docsv4', { dir: out, dumpDir: out }, undefined, memo)
  for (const row of rows) {
    const key = rowStatementKey(row)
    const statements = (key && memo.take(key)) || insertStatements(table, row)
    const spans = []
    for (const statement of statements) spans.push(await files.addPublic(statement))
    if (key) memo.record(key, spans)
  }
  await files.finishContent()
  await files.close([])
  return {
    reused: memo.reused,
    json: readFileSync(join(out, 'docsv4.json'), 'utf8'),
  }
}

describe('RowStatementMemo', () => {
  // a body over D1's statement limit: one INSERT and several appends
  const long = `<p>${"it's ".repeat(30_000)}</p>`
  const rows = () => [page('a', '<p>first</p>'), page('b', long), page('c', '<p>ünïcode ✓</p>')]

  it("reads unchanged rows' statements back: the same bytes as writing them", async () => {
    const memoDir = scratch()
    const first = await build(memoDir, rows())
    expect(first.reused).toBe(0)
    const second = await build(memoDir, rows())
    expect(second.reused).toBe(3)
    expect(second.json).toBe(first.json)
    const appends = insertStatements(table, rows()[1]!).length
    expect(appends).toBeGreaterThan(2)
    expect(JSON.parse(second.json)).toHaveLength(appends + 2)
  })

  it('writes a row again when its body changed after the compile (read-more titles)', async () => {
    const memoDir = scratch()
    await build(memoDir, rows())
    const edited = rows()
    edited[0]!.body = '<p>first, with a title filled in</p>'
    expect(rowStatementKey(edited[0]!)).toBeUndefined()
    const again = await build(memoDir, edited)
    expect(again.reused).toBe(2)
    expect(again.json).toContain('first, with a title filled in')
  })

  it('reuses nothing when the table changed or the kept files were touched', async () => {
    const memoDir = scratch()
    await build(memoDir, rows())
    expect((await build(memoDir, rows(), COLLECTION_TABLES.docsv3)).reused).toBe(0)
    await build(memoDir, rows())
    appendFileSync(join(memoDir, 'docsv4.json'), ' ')
    expect((await build(memoDir, rows())).reused).toBe(0)
  })

  it('has no key for a row it was not told about (data rows)', () => {
    expect(rowStatementKey({ id: 'team/x', body: 'x' })).toBeUndefined()
  })
})
