import { join, resolve } from 'node:path'
import { createLocalTarget } from './local-target'
import { ensureDevVars } from './dev-vars'
import { runDeploy } from './plan'

const ROOT = resolve(import.meta.dirname, '../..')

/**
 * Prepares the LOCAL bindings `wrangler dev` uses (.wrangler/state, or `persistTo`): the deploy
 * plan of build/publish/plan.ts against the local target, every step but the worker upload
 * (`wrangler dev` serves the worker itself): migrations, every collection into D1, the search
 * index into KV (manifest last), client files and the build manifests into R2.
 */
export async function prepareLocal(persistTo?: string): Promise<void> {
  const target = await createLocalTarget(ROOT, persistTo)
  try {
    await runDeploy({
      distDir: join(ROOT, 'dist'),
      target,
      steps: ['migrations', 'content', 'search index', 'assets', 'publish build'],
      // every collection, changed or not: a local state may have been edited by hand or tests
      force: true,
    })
  } finally {
    await target.dispose()
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (ensureDevVars(ROOT))
    console.log('✓ .dev.vars      written from .dev.vars.example with fresh local secrets')
  const index = process.argv.indexOf('--persist-to')
  prepareLocal(index > 0 ? process.argv[index + 1] : undefined).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
