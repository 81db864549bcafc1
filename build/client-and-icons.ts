import { CLIENT_BASE } from '../src/shared/site'
import { buildClient } from './client'
import { writeIconShards } from './css/icon-shards'
import { formatBytes, step } from './step'
import { cachedFolderStep, hashSources } from './cache/step-cache'

/** What the client bundle is made of (src/client/boot.ts imports only src/ and packages). */
const CLIENT_SOURCES = ['src/**/*', 'build/client.ts', 'package-lock.json']
/** What the icon shards are made of: the iconify packages (package-lock) and the sharding. */
const ICON_SOURCES = ['build/css/icon-shards.ts', 'src/shared/icons/*.ts', 'package-lock.json']

/**
 * The client bundle and the icon shards, each back from .cache/steps when its inputs did not
 * change (build/step-cache.ts).
 */
export async function clientAndIcons(root: string, clientDir: string) {
  const client = await step(
    'client',
    async () =>
      cachedFolderStep(
        root,
        'client',
        await hashSources(root, CLIENT_SOURCES, [process.env.NODE_ENV ?? '']),
        clientDir,
        () => buildClient(root, clientDir)
      ),
    (bundle) =>
      `${bundle.files.length} files, ${formatBytes(bundle.files.reduce((sum, f) => sum + f.bytes, 0))}`
  )
  const icons = await step(
    'icons',
    async () =>
      cachedFolderStep(
        root,
        'icons',
        await hashSources(root, ICON_SOURCES, [CLIENT_BASE]),
        clientDir,
        () => writeIconShards(clientDir, CLIENT_BASE)
      ),
    (sets) =>
      `${Object.keys(sets).length} sets in ${Object.values(sets).reduce((sum, set) => sum + set.shards, 0)} shards`
  )
  return { client, icons }
}
