import type { CorpusKind } from './peers-corpus'

/*
 * The command line of `npm run bench` (build/tools/bench.ts): every flag, its value and the
 * errors a wrong one gets. What each flag measures: README's bench table, ARCHITECTURE.md
 * "Measuring".
 */

const CORPORA: readonly CorpusKind[] = ['own', 'peers', 'real']

/** `--corpus own|peers|real`: the page generator the build bench builds (bench/corpus.ts, the peers', or real-corpus.ts). */
function parseCorpus(value: string): CorpusKind {
  if (!(CORPORA as readonly string[]).includes(value))
    throw new Error(`--corpus takes ${CORPORA.join(', ')}, got ${value}`)
  return value as CorpusKind
}

/** The command line: `npm run bench [-- --load [--pages 1000,10000] [--duration=60] [--warmup=15] [--connections=100] [--only=docs page,/api] [--dev] [--no-build]]` or `npm run bench -- --pages 1000[,10000] [--runs 3]` or `npm run bench -- --search [--pages 1000[,10000]] [--no-build]` or `npm run bench -- --lighthouse [--no-build]` or `npm run bench -- --marketing [--no-build]` or `npm run bench -- --weight [--pages 1000[,10000]] [--no-build]` or `npm run bench -- --same-output <rev> [--pages 1000] [--corpus own|peers|real]` or `npm run bench -- --og [--no-build]` or `npm run bench -- --cls [--no-build]` or `npm run bench -- --locales [--no-build]` or `npm run bench -- --analysis [--no-build]` or `npm run bench -- --publish [--pages 10000]`. */
export function parseArgs(argv: string[]) {
  const flags = new Map<string, string>()
  // a value after a bare option that takes one belongs to it: `--pages 1000` = `--pages=1000`
  const valued = [
    'duration',
    'warmup',
    'connections',
    'pages',
    'runs',
    'only',
    'same-output',
    'against',
    'corpus',
  ]
  let bare: string | undefined
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg)
    if (match) flags.set(match[1]!, match[2] ?? 'true')
    else if (bare) flags.set(bare, arg)
    else throw new Error(`unknown argument ${arg}`)
    bare = match && match[2] === undefined && valued.includes(match[1]!) ? match[1] : undefined
  }
  const number = (name: string, fallback: number) => {
    const value = Number(flags.get(name) ?? fallback)
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`)
    return value
  }
  const known = [
    'load',
    'duration',
    'warmup',
    'connections',
    'dev',
    'no-build',
    'pages',
    'runs',
    'lighthouse',
    'search',
    'weight',
    'only',
    'marketing',
    'same-output',
    'against',
    'corpus',
    'og',
    'cls',
    'locales',
    'publish',
    'analysis',
  ]
  const unknown = [...flags.keys()].filter((name) => !known.includes(name))
  if (unknown.length)
    throw new Error(`unknown option(s): ${unknown.map((n) => `--${n}`).join(' ')}`)
  return {
    load: flags.has('load'),
    lighthouse: flags.has('lighthouse'),
    search: flags.has('search'),
    weight: flags.has('weight'),
    marketing: flags.has('marketing'),
    og: flags.has('og'),
    cls: flags.has('cls'),
    locales: flags.has('locales'),
    publish: flags.has('publish'),
    analysis: flags.has('analysis'),
    build: !flags.has('no-build'),
    dev: flags.has('dev'),
    durationS: number('duration', 60),
    warmupS: number('warmup', 15),
    connections: Math.max(1, Math.round(number('connections', 100))),
    // `--only="docs page"`: the static baseline and the classes whose name starts so
    only: (flags.get('only') ?? '').split(',').filter(Boolean),
    pages: (flags.has('pages') ? flags.get('pages')!.split(',') : []).map((value) => {
      const pages = Number(value)
      if (!Number.isInteger(pages) || pages < 1)
        throw new Error(`--pages takes page counts like 1000 or 1000,10000, got ${value}`)
      return pages
    }),
    runs: Math.max(1, Math.round(number('runs', 3))),
    sameOutput: flags.get('same-output'),
    against: flags.get('against'),
    corpus: parseCorpus(flags.get('corpus') ?? 'own'),
  }
}

/** The parsed command line. */
export type BenchArgs = ReturnType<typeof parseArgs>
