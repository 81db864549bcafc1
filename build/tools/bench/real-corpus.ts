import { readFile, writeFile } from 'node:fs/promises'
import { generateCorpus, type Corpus, type GeneratedPage } from './corpus'
import {
  APIS,
  capitalize,
  codeBlock,
  createRandom,
  NOUNS,
  paragraph,
  sentence,
  type Random,
} from './corpus-text'

/*
 * `--corpus real`: the own generator's pages (corpus.ts, alone) with the constructs a real
 * framework's MDC docs carry and the generated ones lack (issue 38, item 9): raw HTML blocks,
 * inline HTML, backslash escapes, entities, nested lists, block quotes and GFM alerts, MDC
 * components inline and as blocks, tables, code groups. Each kind goes into a share of the pages
 * (REAL_MIX) written from the outline of a framework's docs (most pages have a callout, a quarter
 * a nested list, one in ten some HTML); all text is invented here, deterministic per seed.
 */

/** One kind of construct: the share of pages that get it, and one instance of it. */
interface Construct {
  share: number
  /** A block after a section's text, or (inline) a sentence appended to a paragraph. */
  inline?: boolean
  make: (random: Random, pages: readonly GeneratedPage[]) => string
}

const api = (random: Random) => random.pick(APIS)
const noun = (random: Random) => random.pick(NOUNS)

/** The constructs and the share of pages each is in (independent draws). */
export const REAL_MIX: Record<string, Construct> = {
  callout: {
    share: 0.45,
    make: (random) =>
      [
        `::${random.pick(['note', 'tip', 'warning', 'important', 'caution'])}`,
        paragraph(random),
        '::',
      ].join('\n'),
  },
  'read-more': {
    share: 0.15,
    make: (random, pages) => `::read-more{to="${random.pick(pages).path}"}\n::`,
  },
  'code group': {
    share: 0.2,
    make: (random) =>
      [
        '::code-group',
        codeBlock(random, 'bash', 'npm'),
        codeBlock(random, 'bash', 'pnpm'),
        codeBlock(random, 'bash', 'yarn'),
        '::',
      ].join('\n'),
  },
  table: {
    share: 0.3,
    make: (random) =>
      [
        '| Option | Default | Description |',
        '| --- | --- | --- |',
        ...Array.from(
          { length: random.int(2, 6) },
          () =>
            `| \`${noun(random)}\` | \`${random.pick(['true', 'false', "'auto'"])}\` | ${sentence(random)} |`
        ),
      ].join('\n'),
  },
  'nested list': {
    share: 0.25,
    make: (random) =>
      Array.from({ length: random.int(2, 4) }, () =>
        [
          `- ${sentence(random)}`,
          ...Array.from({ length: random.int(1, 3) }, () => `  - ${sentence(random)}`),
        ].join('\n')
      ).join('\n'),
  },
  'component with props and a slot': {
    share: 0.1,
    make: (random, pages) =>
      random.pick([
        [
          '::card',
          '---',
          `title: ${capitalize(noun(random))}`,
          `to: ${random.pick(pages).path}`,
          '---',
          sentence(random),
          '::',
        ].join('\n'),
        ['::callout', '#title', `About ${noun(random)}`, '#default', sentence(random), '::'].join(
          '\n'
        ),
      ]),
  },
  image: {
    share: 0.1,
    make: (random) =>
      `![${capitalize(noun(random))} overview](https://media.aster.example/${noun(random)}.svg)`,
  },
  'block quote': {
    share: 0.08,
    make: (random) => `> ${sentence(random)}\n> ${sentence(random)}`,
  },
  alert: {
    share: 0.1,
    make: (random) =>
      `> [!${random.pick(['NOTE', 'TIP', 'WARNING', 'IMPORTANT'])}]\n> ${sentence(random)}`,
  },
  'raw HTML block': {
    share: 0.06,
    make: (random) =>
      random.pick([
        `<video controls muted src="https://media.aster.example/${noun(random)}.mp4"></video>`,
        `<img src="https://media.aster.example/${noun(random)}.png" alt="${capitalize(noun(random))} diagram">`,
        `<!-- TODO: document ${noun(random)} -->`,
      ]),
  },
  'inline HTML': {
    share: 0.12,
    inline: true,
    make: (random) =>
      random.pick([
        'Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search.',
        `The ${noun(random)} limit is 10<sup>6</sup> entries.`,
        `It was <del>required</del> optional since Aster 4.<br>`,
      ]),
  },
  escapes: {
    share: 0.2,
    inline: true,
    make: (random) =>
      random.pick([
        `Call \`${api(random)}\` with a generic: \\<T\\>, not \\*any\\*.`,
        `Files named \\_${noun(random)}.ts are skipped.`,
        `Write \\[slug\\] in a file name for a dynamic segment.`,
      ]),
  },
  entities: {
    share: 0.1,
    inline: true,
    make: (random) =>
      random.pick([
        `Open Settings&nbsp;&rarr; ${capitalize(noun(random))}.`,
        `A &lt;div&gt; wrapper is added around each island &mdash; keep it.`,
        `Aster&trade; reads it at build&nbsp;time.`,
      ]),
  },
  'inline component': {
    share: 0.1,
    inline: true,
    make: (random) =>
      random.pick([
        `This option is :badge[New]{color="success"} in 4.2.`,
        `Call \`${api(random)}\`{lang=ts} from a setup function.`,
        `Press :kbd{value="meta"} + :kbd{value="k"} to search.`,
      ]),
  },
}

/** Adds the constructs REAL_MIX draws for one page to its markdown. */
function enrich(text: string, random: Random, pages: readonly GeneratedPage[]): string {
  const blocks = text.split('\n\n')
  const headings = blocks.flatMap((block, n) => (/^#{2,3} /.test(block) ? [n] : []))
  const paragraphs = blocks.flatMap((block, n) => (/^[A-Z]/.test(block) ? [n] : []))
  const after = new Map<number, string[]>()
  for (const construct of Object.values(REAL_MIX)) {
    if (!random.chance(construct.share)) continue
    const made = construct.make(random, pages)
    if (construct.inline) {
      const at = random.pick(paragraphs)
      blocks[at] = `${blocks[at]} ${made}`
    } else {
      // after a section's first paragraph (the heading's next block)
      const at = Math.min(random.pick(headings) + 1, blocks.length - 1)
      after.set(at, [...(after.get(at) ?? []), made])
    }
  }
  return blocks.flatMap((block, n) => [block, ...(after.get(n) ?? [])]).join('\n\n')
}

/**
 * Writes the real-shaped corpus: `pages` pages as the whole site (generateCorpus `alone`), each
 * with the constructs REAL_MIX draws for it, the same bytes for the same seed.
 */
export async function generateRealCorpus(dir: string, pages: number, seed = 1): Promise<Corpus> {
  const corpus = await generateCorpus(dir, pages, seed, { alone: true })
  const random = createRandom(seed * 7919 + 17)
  for (const page of corpus.pages) {
    const text = await readFile(page.file, 'utf8')
    await writeFile(page.file, enrich(text, random, corpus.pages))
  }
  return corpus
}
