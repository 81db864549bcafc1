import { join, relative, resolve } from 'node:path'
import { countStates, listTranslations, markCurrent, type TranslationEntry } from './translations'

/**
 * `npm run translations [-- --content <dir>] [--missing] [--mark <translation file>…] [--mark-all]`:
 * prints every collection's translations per language as current / outdated / missing, with the
 * outdated files (and with `--missing` the sources that have none); `--mark` records the current
 * hash of each named translation's source in it (the translation was brought up to date),
 * `--mark-all` in every translation. Exits 1 on a bad argument or a file that is no translation.
 */

const ROOT = resolve(import.meta.dirname, '../..')

interface Args {
  contentDir: string
  missing: boolean
  mark: string[]
  markAll: boolean
}

function parseArgs(argv: string[]): Args {
  const args: Args = { contentDir: join(ROOT, 'content'), missing: false, mark: [], markAll: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--missing') args.missing = true
    else if (arg === '--mark-all') args.markAll = true
    else if (arg === '--content') args.contentDir = resolve(argv[++i] ?? '')
    else if (arg === '--mark') {
      while (argv[i + 1] && !argv[i + 1]!.startsWith('--')) args.mark.push(resolve(argv[++i]!))
      if (!args.mark.length) throw new Error('--mark needs the translation files to mark current')
    } else
      throw new Error(
        `unknown argument ${arg}: use --content <dir>, --missing, --mark <files> or --mark-all`
      )
  }
  return args
}

function print(entries: TranslationEntry[], missing: boolean): void {
  const rows = countStates(entries)
  const width = Math.max(...rows.map((row) => row.collection.length), 10)
  console.log(`${'collection'.padEnd(width)}  locale  current  outdated  missing`)
  for (const row of rows)
    console.log(
      `${row.collection.padEnd(width)}  ${row.locale.padEnd(6)}  ${String(row.current).padStart(7)}  ${String(row.outdated).padStart(8)}  ${String(row.missing).padStart(7)}`
    )
  const outdated = entries.filter((entry) => entry.state === 'outdated')
  if (outdated.length) {
    console.log(`\noutdated (the source changed after the translation; --mark it once updated):`)
    for (const entry of outdated) console.log(`  ${entry.file}  (source ${entry.source})`)
  }
  if (missing) {
    console.log('\nmissing:')
    for (const entry of entries.filter((e) => e.state === 'missing'))
      console.log(`  ${entry.locale}  ${entry.source}`)
  }
}

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv)
  const entries = await listTranslations(args.contentDir)
  const wanted = new Set(args.mark.map((file) => relative(process.cwd(), file)))
  const known = new Set(entries.flatMap((entry) => (entry.file ? [entry.file] : [])))
  const strangers = [...wanted].filter((file) => !known.has(file))
  if (strangers.length)
    throw new Error(`not a translation beside its source: ${strangers.join(', ')}`)
  let marked = 0
  for (const entry of entries) {
    if (!entry.file || !(args.markAll || wanted.has(entry.file))) continue
    const extension = entry.source.endsWith('.md') ? 'md' : 'yml'
    if (markCurrent(entry.file, entry.source, extension)) marked++
    entry.state = 'current'
  }
  if (args.mark.length || args.markAll) console.log(`marked ${marked} translation(s) current\n`)
  print(entries, args.missing)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
