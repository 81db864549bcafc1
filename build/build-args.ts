import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')

/** `npm run build [-- --content <dir>] [--out <dir>] [--report <file.json>]`. */
export function parseBuildArgs(argv: string[]): {
  contentDir: string
  outDir: string
  report?: string
} {
  const options: { contentDir: string; outDir: string; report?: string } = {
    contentDir: join(ROOT, 'content'),
    outDir: join(ROOT, 'dist'),
  }
  const names: Record<string, 'contentDir' | 'outDir' | 'report'> = {
    '--content': 'contentDir',
    '--out': 'outDir',
    '--report': 'report',
  }
  for (let index = 0; index < argv.length; index += 2) {
    const key = names[argv[index]!]
    const value = argv[index + 1]
    if (!key) throw new Error(`unknown argument ${argv[index]}: use --content, --out or --report`)
    if (!value || value.startsWith('--')) throw new Error(`${argv[index]} needs a path`)
    options[key] = resolve(value)
  }
  return options
}
