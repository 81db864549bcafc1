import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  getDisplayKey,
  getSearchIndexKey,
  listSearchIndexKeys,
  SearchManifestSchema,
} from './manifest'

const entry = (version: 3 | 4) => ({
  hash: 'abcdef0123456789',
  sections: 1,
  rawBytes: 10,
  gzipBytes: 5,
  meta: getSearchIndexKey(version, 'aaaaaaaa00000000'),
  terms: [{ first: '', key: getSearchIndexKey(version, 'bbbbbbbb00000000') }],
  words: { a: getSearchIndexKey(version, 'cccccccc00000000') },
  displayCount: 1,
})

describe('search manifest', () => {
  it('names keys prefix:version:hash and lists the keys of a version, meta first', () => {
    expect(getSearchIndexKey(4, 'abc12345')).toBe('search:v4:abc12345')
    expect(listSearchIndexKeys(entry(4))).toEqual([
      'search:v4:aaaaaaaa00000000',
      'search:v4:bbbbbbbb00000000',
      'search:v4:cccccccc00000000',
    ])
    // a display value's key: the version of the meta key, the hash the meta value holds
    expect(getDisplayKey(entry(3).meta, 'dddddddd00000000')).toBe('search:v3:dddddddd00000000')
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
        versions: { 3: { ...entry(3), meta: 'other:key' }, 4: entry(4) },
      }).success
    ).toBe(false)
  })
})
