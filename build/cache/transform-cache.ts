import { createRequire } from 'node:module'
import type { TransformOptions } from 'esbuild'
import { cacheKey, openCache } from './store'

/** esbuild's version, from its package file: esbuild itself loads only for a transform to make. */
const { version } = createRequire(import.meta.url)('esbuild/package.json') as { version: string }

/**
 * esbuild's `transform` of a text, read back from the cache scope `transform/<name>` when the
 * same esbuild version was given the same text and options: the site CSS's minify and the inline
 * colour-mode script. On a one-file rebuild they were the only calls to esbuild, so the build
 * started its service process (about 0.1 s, waited for) to get the same bytes as last time. One
 * entry per `name` is kept (the last build's).
 */
export async function cachedTransform(
  root: string,
  name: string,
  input: string,
  options: TransformOptions
): Promise<string> {
  const scope = openCache(root, `transform/${name}`, version)
  const key = cacheKey(JSON.stringify(options), input)
  let code = scope.get(key)?.toString('utf8')
  if (code === undefined) {
    const { transform } = await import('esbuild')
    code = (await transform(input, options)).code
    scope.put(key, Buffer.from(code))
  }
  scope.close(true)
  return code
}
