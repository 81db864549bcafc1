import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { stemmer } from '@orama/stemmers/english'
import { stopwords } from '@orama/stopwords/english'
import { createTokenizer as createMandarinTokenizer } from '@orama/tokenizers/mandarin'
import {
  SEARCH_VERSIONS,
  selectVersionSections,
  type SearchVersion,
} from '../../../src/shared/search/filter'
import type { SearchIndex } from '../../../src/shared/search/index-db'
import { searchSections } from '../../../src/shared/search/rank'
import { searchDocs } from '../../../src/shared/search/search-docs'
import { type AnalysisParts, useSearchAnalysis } from '../../../src/shared/search/tokenizer'
import { AGENT_QUESTIONS } from '../../search/__fixtures__/agent-questions'
import { createRelevanceSections } from '../../search/__fixtures__/relevance-docs'
import {
  RELEVANCE_CASES,
  RELEVANCE_DOCS_QUERIES,
} from '../../search/__fixtures__/relevance-queries'
import { openBuiltIndex } from '../../search/built-index'
import { buildIndexOf, type SectionsByCollection } from '../../search/index'
import { overlaySections } from '../../search/language'
import { overlayPages } from '../../search/overlay-pages'
import { sectionTerms } from '../../search/section-terms'
import type { IndexedSection } from '../../search/write-index'

/*
 * `npm run bench -- --analysis`: which of Orama's language tools make search better. Each chain
 * (the chosen one, then each part added) builds the indexes again from the sections of the last
 * build (`--sections`: dist/content/sections.json and sections.zh-CN.json) and of the
 * docs-shaped fixture, and answers every case of the relevance suites and the agents'
 * questions. A part is kept in SEARCH_ANALYSIS (src/shared/search/tokenizer.ts) only where these
 * figures say it helps.
 */

const mandarin = createMandarinTokenizer()

/** The chains compared: none of the parts (the chosen chain today), then each part and pairs. */
const CHAINS: Array<[name: string, parts: AnalysisParts]> = [
  ['bigrams, no stemmer, no stop words', {}],
  ['+ English stemmer', { stem: stemmer }],
  ['+ English stop words', { stopWords: new Set(stopwords) }],
  ['+ stemmer and stop words', { stem: stemmer, stopWords: new Set(stopwords) }],
  [
    'Mandarin words instead of bigrams',
    { segmentCjk: (run) => mandarin.tokenize(run, 'mandarin') as string[] },
  ],
]

/** The sections of one file of a `--sections` build, by collection. */
async function readSections(file: string): Promise<SectionsByCollection> {
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} is missing: build with \`npm run build -- --sections\` first`)
  })
  return JSON.parse(text) as SectionsByCollection
}

/** Every section with its terms under the chain in use. */
function withTerms(sections: SectionsByCollection): SectionsByCollection {
  return Object.fromEntries(
    Object.entries(sections).map(([name, list]) => [
      name,
      list!.map((section): IndexedSection => ({ ...section, terms: sectionTerms(section) })),
    ])
  )
}

/**
 * One index per docs version of these sections; with `translated`, the Chinese overlay of each
 * (build/search/language.ts), searched with the English index as the worker searches it.
 */
async function indexesOf(
  sections: SectionsByCollection,
  translated?: SectionsByCollection
): Promise<Map<SearchVersion, SearchIndex>> {
  const indexes = new Map<SearchVersion, SearchIndex>()
  const overlay = translated && overlaySections(sections, translated)
  for (const version of SEARCH_VERSIONS) {
    const english = selectVersionSections(sections, version)
    const source = buildIndexOf(english, version)
    if (!overlay) {
      indexes.set(version, await openBuiltIndex(source))
      continue
    }
    const own = selectVersionSections(overlay, version)
    const pages = overlayPages(english, own)
    const built = buildIndexOf(own, version, undefined, undefined, undefined, {
      locale: 'zh-CN',
      overlay: pages,
    })
    indexes.set(version, await openBuiltIndex(built, source))
  }
  return indexes
}

/** What one chain passed: counts per suite and the label of every case passed. */
interface Verdict {
  counts: Record<'content en' | 'content zh' | 'fixture first' | 'agents top 3', [number, number]>
  passed: Set<string>
}

/** Every case of the suites under the chain in use. */
async function judge(
  english: SectionsByCollection,
  chinese: SectionsByCollection,
  fixture: SectionsByCollection
): Promise<Verdict> {
  const en = await indexesOf(withTerms(english))
  const zh = await indexesOf(withTerms(english), withTerms(chinese))
  const docs = (await indexesOf(withTerms(fixture))).get(4)!
  const verdict: Verdict = {
    counts: {
      'content en': [0, 0],
      'content zh': [0, 0],
      'fixture first': [0, 0],
      'agents top 3': [0, 0],
    },
    passed: new Set(),
  }
  const note = (suite: keyof Verdict['counts'], label: string, ok: boolean) => {
    verdict.counts[suite][1]++
    if (!ok) return
    verdict.counts[suite][0]++
    verdict.passed.add(`${suite}: ${label}`)
  }
  for (const kase of Object.values(RELEVANCE_CASES).flat()) {
    const index = (kase.locale ? zh : en).get(kase.version)!
    const ids = (await searchSections(index, kase.query, 3)).map((hit) => hit.section.id)
    const ok = kase.first ? ids[0] === kase.expected : ids.includes(kase.expected)
    note(kase.locale ? 'content zh' : 'content en', `v${kase.version} "${kase.query}"`, ok)
  }
  for (const [query, page] of RELEVANCE_DOCS_QUERIES) {
    const [hit] = await searchSections(docs, query, 1)
    note('fixture first', `"${query}"`, hit?.section.id.split('#')[0] === page)
  }
  for (const item of AGENT_QUESTIONS) {
    const indexes = item.locale === 'en' ? en : zh
    const answer = await searchDocs(indexes.get(item.version === '4.x' ? 4 : 3)!, item.question, 3)
    note(
      'agents top 3',
      `"${item.question}"`,
      answer.hits.some((hit) => item.answers.includes(hit.path))
    )
  }
  return verdict
}

/** A verdict's counts on one line. */
function formatCounts({ counts }: Verdict): string {
  return Object.entries(counts)
    .map(
      ([suite, [passed, all]]) =>
        `${suite} ${passed}/${all} (${((passed / all) * 100).toFixed(1)} %)`
    )
    .join(' · ')
}

/** The lines of `npm run bench -- --analysis` over the sections of `distDir`. */
export async function benchAnalysis(distDir: string): Promise<string[]> {
  const english = await readSections(join(distDir, 'content', 'sections.json'))
  const chinese = await readSections(join(distDir, 'content', 'sections.zh-CN.json'))
  const fixture = createRelevanceSections()
  const lines: string[] = []
  let first: Verdict | undefined
  try {
    for (const [name, parts] of CHAINS) {
      useSearchAnalysis(parts)
      const verdict = await judge(english, chinese, fixture)
      lines.push(`${name.padEnd(36)} ${formatCounts(verdict)}`)
      // against the first chain: the cases this one loses and wins
      if (first)
        for (const [sign, from, to] of [
          ['-', first, verdict],
          ['+', verdict, first],
        ] as const)
          for (const label of from.passed)
            if (!to.passed.has(label)) lines.push(`    ${sign} ${label}`)
      first ??= verdict
    }
  } finally {
    useSearchAnalysis()
  }
  return lines
}
