import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')

/** What the build command line asks for. */
export interface BuildArgs {
  contentDir: string
  outDir: string
  report?: string
  /** Also write `content/sections.json` (the search sections as JSON: the bench's queries). */
  sections?: boolean
  /**
   * The page history the deploy target published (R2 `builds/page-history.json`), merged with
   * the previous build's (build/content/page-identity.ts).
   */
  pageHistory?: string
}

/** `npm run build [-- --content <dir>] [--out <dir>] [--report <file.json>] [--sections]`. */
export function parseBuildArgs(argv: string[]): BuildArgs {
  const options: BuildArgs = {
    contentDir: join(ROOT, 'content'),
    outDir: join(ROOT, 'dist'),
  }
  const names: Record<string, 'contentDir' | 'outDir' | 'report'> = {
    '--content': 'contentDir',
    '--out': 'outDir',
    '--report': 'report',
  }
  for (let index = 0; index < argv.length; index += 2) {
    if (argv[index] === '--sections') {
      options.sections = true
      index -= 1
      continue
    }
    const key = names[argv[index]!]
    const value = argv[index + 1]
    if (!key)
      throw new Error(
        `unknown argument ${argv[index]}: use --content, --out, --report or --sections`
      )
    if (!value || value.startsWith('--')) throw new Error(`${argv[index]} needs a path`)
    options[key] = resolve(value)
  }
  return options
}
