import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { ContentError } from '../../src/shared/content/content-error'
import type { ModuleFile } from '../../src/shared/modules/schema'
import { resolveReadmeUrl } from '../../src/shared/modules/readme-links'
import type { CacheScope } from '../cache/store'
import { cacheKey } from '../cache/store'
import { compileMarkdown } from '../content/markdown/index'
import { sourceText } from '../content/source-text'

/** A module's README compiled: sanitized HTML, its markdown as written, its heading ids. */
export interface CompiledReadme {
  html: string
  source: string
  headingIds: string[]
}

/** Where a README compile reads its cached results and notes the entries it used. */
export interface ReadmeCache {
  cache?: CacheScope
  usedKeys: string[]
}

/** A module's English README, `<name>.md` beside its file (required). */
export async function compileReadme(
  dir: string,
  module: ModuleFile,
  ymlPath: string,
  readmeCache: ReadmeCache
): Promise<CompiledReadme> {
  const file = relative(process.cwd(), join(dir, `${module.name}.md`))
  let bytes: Buffer
  try {
    bytes = await readFile(join(dir, `${module.name}.md`))
  } catch {
    throw new ContentError(ymlPath, 1, `missing README: add ${file}`)
  }
  return compileReadmeText(file, sourceText(file, bytes), 0, module, readmeCache)
}

/**
 * One README's markdown compiled for `/modules/<name>` (relative links pointing at the
 * repository; an anchor must name a heading). A translation passes its source's heading ids, so
 * an anchor means the same section in both languages, and the line its body starts at.
 */
export async function compileReadmeText(
  file: string,
  markdown: string,
  lineOffset: number,
  module: ModuleFile,
  { cache, usedKeys }: ReadmeCache,
  headingIds?: readonly string[]
): Promise<CompiledReadme> {
  // an unchanged README (same text, repository and compiler) is read back from the build cache
  const key =
    cache && cacheKey('modules', module.name, module.repo, markdown, (headingIds ?? []).join('\0'))
  if (key) usedKeys.push(key)
  const cached = key && cache!.get(key)
  if (cached)
    return { ...(JSON.parse(cached.toString('utf8')) as CompiledReadme), source: markdown }
  const compiled = await compileMarkdown(markdown, {
    file,
    lineOffset,
    path: `/modules/${module.name}`,
    title: module.name,
    resolveRelative: (url, property) =>
      resolveReadmeUrl(url, module.repo, property === 'src' ? 'image' : 'link'),
    ...(headingIds && { headingIds }),
  })
  const ids = new Set(compiled.headingIds)
  const broken = compiled.links.find(
    (link) => link.href.startsWith('#') && !ids.has(link.href.slice(1))
  )
  if (broken)
    throw new ContentError(
      file,
      broken.line,
      `broken anchor ${broken.href}: no heading has that id`
    )
  const result = { html: compiled.html, source: markdown, headingIds: compiled.headingIds }
  if (key) cache!.put(key, Buffer.from(JSON.stringify({ ...result, source: '' })))
  return result
}
