import { join } from 'node:path'
import type { CssSources } from './generate'
import type { CssTask } from './css-thread'
import { createTaskPool } from '../threads/pool'
import { bundledThreadEntry, fileKey } from '../threads/bundle'

/**
 * The CSS thread, started on its first task (the class sources), unless a CSS of these sources
 * is cached (then the css step usually reads it back and no thread is worth starting).
 */
export async function startCssThread(root: string, fingerprint: string, sources: CssSources) {
  if (sources.cachedBefore) return undefined
  const key = await fileKey(
    [
      'build/css/generate.ts',
      'build/css/class-tokens.ts',
      'build/css/css-thread.ts',
      'build/css/uno.config.ts',
      'build/css/icon-css.ts',
    ].map((file) => join(root, file)),
    root
  )
  const thread = createTaskPool<CssTask, string>(
    await bundledThreadEntry(
      new URL('./css-thread.ts', import.meta.url),
      root,
      `${fingerprint}\0${key}`
    ),
    1,
    undefined,
    { typescript: false }
  )
  const prepared = thread.run({ kind: 'prepare', texts: sources.texts })
  // a failure shows in the finish task (queued behind it), or the build ends first
  prepared.catch(() => undefined)
  return {
    finish: (extra: string[]) => thread.run({ kind: 'finish', root, extra }),
    close: () => thread.close(),
  }
}
