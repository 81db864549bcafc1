import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { getSearchIndexKey, SearchManifestSchema } from './manifest'

const entry = (version: 3 | 4) => ({
  hash: 'abcdef0123456789',
  keys: [getSearchIndexKey(version, 'abcdef0123456789')],
  files: ['x.json.gz'],
  sections: 1,
  rawBytes: 10,
  gzipBytes: 5,
})

describe('search manifest', () => {
  it('names keys prefix:version:hash, with a shard number when sharded', () => {
    expect(getSearchIndexKey(4, 'abc12345')).toBe('search:v4:abc12345')
    expect(getSearchIndexKey(3, 'abc12345', 2)).toBe('search:v3:abc12345:2')
  })

  it('accepts a built manifest and rejects anything else', () => {
    expect(
      v.safeParse(SearchManifestSchema, {
        hash: '0123456789abcdef',
        versions: { 3: entry(3), 4: entry(4) },
      }).success
    ).toBe(true)
    expect(
      v.safeParse(SearchManifestSchema, { hash: '0123456789abcdef', versions: { 4: entry(4) } })
        .success
    ).toBe(false)
    expect(
      v.safeParse(SearchManifestSchema, { hash: 'nope', versions: { 3: entry(3), 4: entry(4) } })
        .success
    ).toBe(false)
    expect(
      v.safeParse(SearchManifestSchema, {
        hash: '0123456789abcdef',
        versions: { 3: { ...entry(3), keys: ['other:key'] }, 4: entry(4) },
      }).success
    ).toBe(false)
  })
})
