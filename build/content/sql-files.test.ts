import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { dumpPartName } from '../../src/shared/content/dump-name'
import { dumpParts } from './dump'
import { CollectionSqlFiles } from './sql-files'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

/** Streams the statements and returns what the files hold. */
async function stream(publics: string[], drafts: string[], info: string[], maxDumpBytes: number) {
  const dir = await mkdtemp(join(tmpdir(), 'aster-sql-files-'))
  dirs.push(dir)
  const files = new CollectionSqlFiles('docsv4', { dir, dumpDir: dir }, maxDumpBytes)
  for (const statement of publics) await files.addPublic(statement)
  for (const statement of drafts) await files.addPrivate(statement)
  const hash = await files.finishContent()
  await files.close(info)
  const names = (await readdir(dir)).filter((name) => !/\.(sql|json)$/.test(name))
  const parts: string[] = []
  for (let part = 0; names.includes(dumpPartName('docsv4', hash, part)); part++)
    parts.push(await readFile(join(dir, dumpPartName('docsv4', hash, part)), 'utf8'))
  return {
    hash,
    names,
    parts,
    others: (await readdir(dir)).filter((name) => /\.(sql|json)$/.test(name)),
    json: await readFile(join(dir, 'docsv4.json'), 'utf8'),
  }
}

describe('CollectionSqlFiles', () => {
  const publics = [
    'DELETE FROM "content_docsv4";',
    ...Array.from({ length: 40 }, (_, i) => `INSERT INTO "t" VALUES ('${'é'.repeat(i * 7)}"\n');`),
  ]
  const drafts = [`DELETE FROM "content_drafts" WHERE "collection" = 'docsv4';`]
  const info = [`INSERT OR REPLACE INTO "content_info" VALUES ('docsv4');`]

  it('writes the bytes the whole arrays give: JSON array, dump parts', async () => {
    const max = 1500
    const out = await stream(publics, drafts, info, max)
    const all = [...publics, ...drafts, ...info]
    expect(out.json).toBe(JSON.stringify(all))
    // D1's input is the JSON array alone (the deploy writes the .sql wrangler reads)
    expect(out.others).toEqual(['docsv4.json'])
    const expected = dumpParts(publics, max)
    expect(expected.length).toBeGreaterThan(3)
    expect(out.parts).toEqual(expected)
    // every part was renamed: no temporary file is left
    expect(out.names).toHaveLength(expected.length)
  })

  it('hashes the public statements and the drafts, not the trailing content_info', async () => {
    const one = await stream(publics, drafts, info, 1 << 20)
    const other = await stream(publics, drafts, ['SELECT 1;'], 1 << 20)
    const edited = await stream(publics, ['SELECT 2;'], info, 1 << 20)
    expect(one.hash).toMatch(/^[0-9a-f]{12}$/)
    expect(other.hash).toBe(one.hash)
    expect(edited.hash).not.toBe(one.hash)
    expect(one.parts).toEqual([JSON.stringify(publics)])
  })
})
