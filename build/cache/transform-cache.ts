import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { transform, version, type TransformOptions } from 'esbuild'

/**
 * esbuild's `transform` of a text, read back from `.cache/transform/<name>-<key>.txt` when the
 * same esbuild version was given the same text and options: the site CSS's minify and the inline
 * colour-mode script. On a one-file rebuild they were the only calls to esbuild, so the build
 * started its service process (about 0.1 s, waited for) to get the same bytes as last time. One
 * entry per `name` is kept (the last build's). `CONTENT_CACHE=0` always transforms.
 */
export async function cachedTransform(
  root: string,
  name: string,
  input: string,
  options: TransformOptions
): Promise<string> {
  if (process.env.CONTENT_CACHE === '0') return (await transform(input, options)).code
  const key = createHash('sha256')
    .update(`${version}\0${JSON.stringify(options)}\0`)
    .update(input)
    .digest('hex')
    .slice(0, 32)
  const dir = join(root, '.cache', 'transform')
  const file = join(dir, `${name}-${key}.txt`)
  const hit = await readFile(file, 'utf8').catch(() => undefined)
  if (hit !== undefined) return hit
  const { code } = await transform(input, options)
  try {
    await mkdir(dir, { recursive: true })
    for (const old of await readdir(dir))
      if (old.startsWith(`${name}-`)) await rm(join(dir, old), { force: true })
    const temporary = `${file}.${process.pid}.tmp`
    await writeFile(temporary, code)
    await rename(temporary, file)
  } catch {
    // a failed store only costs a transform next time
  }
  return code
}
