import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { slugifyHeading } from '../../../src/shared/content/slug'
import { FRAMEWORK_FILE } from '../../modules/index'
import {
  createRandom,
  type Random,
  ADJECTIVES,
  NOUNS,
  TOPICS,
  SECTIONS,
  ICONS,
  capitalize,
  sentence,
  paragraph,
  codeBlock,
} from './corpus-text'

/**
 * A synthetic, docs-shaped content folder for the build benchmark (`npm run bench -- --pages N`).
 * The sample `content/` is copied whole (so every collection builds and every existing link
 * still resolves) and N generated pages go into one extra docs 4.x folder, `90.generated`:
 * the docs 4.x collection then holds the sample pages plus exactly N generated ones. `alone`
 * leaves the sample out: the N pages are then the whole site's content. All text
 * is invented here from word lists about the fictional Aster framework, deterministic per seed.
 */

const ROOT = resolve(import.meta.dirname, '../../..')
/** The generated pages' folder inside content/docs/4.x, after the sample folders (1. … 7.). */
export const GENERATED_FOLDER = '90.generated'
/** The URL prefix of every generated page. */
export const GENERATED_PATH = '/docs/4.x/generated'

/** One generated page: its file, URL path and heading ids (targets of `#anchor` links). */
export interface GeneratedPage {
  file: string
  path: string
  title: string
  headingIds: string[]
}

/** What generateCorpus wrote. */
export interface Corpus {
  /** The content folder to build (`--content`). */
  contentDir: string
  /** The generated pages, in navigation order. */
  pages: GeneratedPage[]
}

function table(random: Random): string {
  const rows = Array.from({ length: random.int(2, 5) }, () => {
    const name = `${random.pick(NOUNS)}${capitalize(random.pick(TOPICS))}`
    return `| \`${name}\` | \`${random.pick(['string', 'boolean', 'number'])}\` | ${sentence(random)} |`
  })
  return ['| Option | Type | Description |', '| --- | --- | --- |', ...rows].join('\n')
}

function callout(random: Random): string {
  if (random.chance(0.3)) {
    const group = random.chance(0.5)
      ? [codeBlock(random, 'bash', 'npm'), codeBlock(random, 'bash', 'pnpm')]
      : [codeBlock(random, 'ts', 'TypeScript'), codeBlock(random, 'js', 'JavaScript')]
    return ['::code-group', ...group, '::'].join('\n')
  }
  return [`::${random.pick(['note', 'tip', 'warning'])}`, paragraph(random), '::'].join('\n')
}

function list(random: Random): string {
  const ordered = random.chance(0.3)
  return Array.from(
    { length: random.int(3, 6) },
    (_, i) => `${ordered ? `${i + 1}.` : '-'} ${sentence(random)}`
  ).join('\n')
}

/** Headings of one page: 3–8 `##`, some followed by `###`, all with distinct ids. */
function planHeadings(random: Random): { level: 2 | 3; text: string }[] {
  const seen = new Set<string>()
  const headings: { level: 2 | 3; text: string }[] = []
  const add = (level: 2 | 3) => {
    let text = `${capitalize(random.pick(ADJECTIVES))} ${random.pick(NOUNS)}`
    if (seen.has(slugifyHeading(text))) text += ` ${random.pick(TOPICS)} ${headings.length}`
    seen.add(slugifyHeading(text))
    headings.push({ level, text })
  }
  for (let section = random.int(3, 8); section > 0; section--) {
    add(2)
    for (let sub = random.chance(0.4) ? random.int(1, 2) : 0; sub > 0; sub--) add(3)
  }
  return headings
}

interface PlannedPage extends GeneratedPage {
  headings: { level: 2 | 3; text: string }[]
}

/** Splits `pages` into folders of 10–40 pages, grouped into sections of 1–4 folders. */
function planTree(random: Random, pages: number, root: string): PlannedPage[] {
  const sizes: number[] = []
  for (let left = pages; left > 0;) {
    const size = left <= 40 ? left : Math.min(random.int(10, 40), left - 10)
    sizes.push(size)
    left -= size
  }
  const planned: PlannedPage[] = []
  const addFolder = (dir: string, title: string) =>
    planned.push({
      file: join(root, dir, '.navigation.yml'),
      path: '',
      title: `title: ${title}\nicon: i-lucide-book\n`,
      headingIds: [],
      headings: [],
    })
  const addPages = (dir: string, segments: string[], count: number) => {
    const taken = new Set<string>()
    for (let n = 1; n <= count; n++) {
      let title = `${capitalize(random.pick(ADJECTIVES))} ${random.pick(NOUNS)} ${random.pick(TOPICS)}`
      if (taken.has(slugifyHeading(title))) title += ` ${n}`
      const slug = slugifyHeading(title)
      taken.add(slug)
      const headings = planHeadings(random)
      planned.push({
        file: join(root, dir, `${String(n).padStart(2, '0')}.${slug}.md`),
        path: [GENERATED_PATH, ...segments, slug].join('/'),
        title,
        headings,
        headingIds: headings.map((heading) => slugifyHeading(heading.text)),
      })
    }
  }
  for (let index = 0, section = 0; index < sizes.length; section++) {
    const round = Math.floor(section / SECTIONS.length)
    const name = `${SECTIONS[section % SECTIONS.length]}${round ? `-${round + 1}` : ''}`
    const dir = `${section + 1}.${name}`
    addFolder(dir, capitalize(name.replace('-', ' ')))
    const count = Math.min(random.int(1, 4), sizes.length - index)
    if (count === 1) addPages(dir, [name], sizes[index++]!)
    else
      for (let sub = 1; sub <= count; sub++) {
        const subName = `${random.pick(ADJECTIVES)}-${random.pick(NOUNS)}-${sub}`
        addFolder(`${dir}/${sub}.${subName}`, capitalize(subName.replaceAll('-', ' ')))
        addPages(`${dir}/${sub}.${subName}`, [name, subName], sizes[index++]!)
      }
  }
  return planned
}

/** The markdown of one page, linking 1–3 other generated pages (some with a heading anchor). */
function renderPage(random: Random, page: PlannedPage, all: PlannedPage[]): string {
  const links = Array.from({ length: random.int(1, 3) }, () => {
    let target = random.pick(all)
    while (target === page) target = random.pick(all)
    const anchor = random.chance(0.3) ? `#${random.pick(target.headingIds)}` : ''
    return `[${target.title}](${target.path}${anchor})`
  })
  const front = [
    '---',
    `title: ${JSON.stringify(page.title)}`,
    `description: ${JSON.stringify(sentence(random).replace(/[`*]/g, ''))}`,
  ]
  if (random.chance(0.3)) front.push('navigation:', `  icon: ${random.pick(ICONS)}`)
  const blocks = [[...front, '---'].join('\n'), paragraph(random)]
  let codes = random.int(1, 3)
  for (const [i, heading] of page.headings.entries()) {
    blocks.push(`${'#'.repeat(heading.level)} ${heading.text}`)
    const own = links.length && random.chance(0.5) ? [links.shift()!] : []
    blocks.push(paragraph(random, own))
    const remaining = page.headings.length - i
    if (codes > 0 && (random.chance(0.4) || codes >= remaining))
      (blocks.push(codeBlock(random)), codes--)
    if (random.chance(0.25)) blocks.push(list(random))
    if (random.chance(0.2)) blocks.push(callout(random))
    if (random.chance(0.1)) blocks.push(table(random))
  }
  if (links.length) blocks.push(paragraph(random, links))
  return `${blocks.join('\n\n')}\n`
}

/**
 * Writes the benchmark corpus into `dir` (the content folder to build): a copy of the sample
 * content plus `pages` generated pages under `docs/4.x/90.generated/`, the same bytes for the
 * same seed.
 */
export async function generateCorpus(
  dir: string,
  pages: number,
  seed = 1,
  { alone = false }: { alone?: boolean } = {}
): Promise<Corpus> {
  if (!Number.isInteger(pages) || pages < 1)
    throw new Error(`pages must be a positive integer, got ${pages}`)
  const random = createRandom(seed)
  await rm(dir, { recursive: true, force: true })
  if (alone) {
    // the generated pages and the one file the build asks for besides them: the framework
    // package of /api/stats (build/modules); no other collection, no sample page
    await mkdir(join(dir, 'modules'), { recursive: true })
    await cp(join(ROOT, 'content/modules', FRAMEWORK_FILE), join(dir, 'modules', FRAMEWORK_FILE))
  } else await cp(join(ROOT, 'content'), dir, { recursive: true })
  const root = join(dir, 'docs/4.x', GENERATED_FOLDER)
  await mkdir(root, { recursive: true })
  await writeFile(join(root, '.navigation.yml'), 'title: Generated\nicon: i-lucide-book\n')
  const planned = planTree(random, pages, root)
  const documents = planned.filter((page) => page.path)
  for (const page of planned) {
    await mkdir(dirname(page.file), { recursive: true })
    await writeFile(page.file, page.path ? renderPage(random, page, documents) : page.title)
  }
  return {
    contentDir: dir,
    pages: documents.map(({ file, path, title, headingIds }) => ({
      file,
      path,
      title,
      headingIds,
    })),
  }
}

/**
 * Appends a sentence to the first paragraph of a page (the first body line that is plain text,
 * not a heading, list, table, quote or fence): the "one-file edit" of the warm rebuild, for a
 * page of either corpus.
 */
export async function editPage(
  file: string,
  note = 'This sentence was added by the benchmark.'
): Promise<void> {
  const text = await readFile(file, 'utf8')
  const lines = text.split('\n')
  const body = lines.indexOf('---', 1) + 1
  const at = lines.findIndex((line, i) => i >= body && /^[A-Za-z]/.test(line))
  if (at < 0) throw new Error(`no paragraph to edit in ${file}`)
  lines[at] = `${lines[at]} ${note}`
  await writeFile(file, lines.join('\n'))
}
