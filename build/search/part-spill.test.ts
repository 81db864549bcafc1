import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { encodePageSearch, packPageSearch, pageKeyOf, unpackPageSearch } from './page-search'
import { SearchPartSpill } from './part-spill'

const page = (name: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index ? `/docs/4.x/${name}#s${index}` : `/docs/4.x/${name}`,
    title: `${name} ${index} — «${'é'.repeat(index)}»`,
    titles: index ? [name] : [],
    content: `Hydrate the ${name} island ${index}. `.repeat(50 * (index + 1)),
    level: index ? 2 : 1,
  }))

describe('a large build’s spilled search bytes', () => {
  it('read back on the search thread as the same sections as packed ones, the file removed after', () => {
    const parts = [page('a', 3), page('b', 1), page('c', 4)].map(encodePageSearch)
    const keys = ['ka', 'kb', 'kc']
    const spill = new SearchPartSpill()
    // added out of order, as pages arrive from the compile threads
    const spans = [parts[1]!, parts[0]!, parts[2]!].map((part) => spill.add(part))
    const inOrder = [spans[1]!, spans[0]!, spans[2]!]
    spill.close()
    const read = unpackPageSearch(
      { file: spill.file, spans: Float64Array.from(inOrder.flatMap((s) => [s.offset, s.length])) },
      keys
    )
    const packed = unpackPageSearch(packPageSearch(parts), keys)
    expect(read).toEqual(packed)
    expect(read.map((section) => pageKeyOf(section))).toEqual(packed.map((s) => pageKeyOf(s)))
    expect(read).toHaveLength(8)
    spill.remove()
    expect(existsSync(spill.file)).toBe(false)
  })
})
