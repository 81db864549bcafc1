import type { SearchSection } from '../../../src/shared/content/types'
import type { SearchVersion } from '../../../src/shared/search/filter'
import { isSectionInVersion } from '../../../src/shared/search/filter'

/** One query of the latency benchmark. */
export interface BenchQuery {
  q: string
  version: SearchVersion
}

const WORD_RE = /[\p{L}\p{N}]{4,}/gu

/** Swaps two letters in the middle of a word: a one-edit typo (`routing` → `rotuing`). */
function typo(word: string): string {
  const at = Math.floor(word.length / 2) - 1
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
}

/**
 * `count` deterministic queries shaped like what visitors type into the palette, taken from the
 * sections of the index: a whole section title, the first letters of a title word (prefix while
 * typing), a title word with one typo, and two words of a section's text. Every fifth query
 * searches the 3.x docs, the others 4.x; each query only names sections of its own version.
 */
export function createBenchQueries(
  sections: readonly SearchSection[],
  count: number
): BenchQuery[] {
  const byVersion = {
    3: sections.filter((s) => isSectionInVersion(s.id, 3)),
    4: sections.filter((s) => isSectionInVersion(s.id, 4)),
  }
  const queries: BenchQuery[] = []
  for (let i = 0; queries.length < count; i++) {
    const version: SearchVersion = i % 5 === 4 ? 3 : 4
    const pool = byVersion[version]
    if (!pool.length)
      throw new Error(`no sections for version ${version}: run \`npm run build\` first`)
    const section = pool[(i * 7919) % pool.length]!
    const titleWords = section.title.match(WORD_RE) ?? []
    const textWords = section.content.match(WORD_RE) ?? []
    const longest = [...titleWords].sort((a, b) => b.length - a.length)[0]
    let q: string | undefined
    switch (i % 4) {
      case 0:
        q = section.title
        break
      case 1:
        q = titleWords[0]?.slice(0, 3 + (i % 3))
        break
      case 2:
        q = longest && longest.length >= 5 ? typo(longest) : longest
        break
      default:
        q =
          textWords.length > 1
            ? `${textWords[i % textWords.length]} ${textWords[(i + 1) % textWords.length]}`
            : undefined
    }
    if (q?.trim()) queries.push({ q: q.trim().slice(0, 200), version })
  }
  return queries
}
