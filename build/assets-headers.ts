import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { CLIENT_BASE } from '../src/shared/site'

/**
 * The `_headers` file of the static assets (dist/client): Workers static assets answer these
 * files without running the worker, so the worker's security headers
 * (worker/middleware/security-headers.ts) never reach them. Every asset gets `nosniff`, the
 * worker's referrer policy and a CSP that lets a file opened on its own (the favicon SVG, a
 * content dump) run nothing, load nothing and sit in a sandbox; the hashed files under
 * CLIENT_BASE are cached for a year. One rule per header, so no two rules add the same header
 * (Workers would join the values with a comma).
 */
export const ASSET_HEADERS = `/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox
${CLIENT_BASE}/*
  Cache-Control: public, max-age=31536000, immutable
`

/**
 * Writes `_headers` into the client folder. Refuses an HTML file there: the asset CSP would
 * sandbox it (pages are the worker's, with their own CSP).
 */
export async function writeAssetHeaders(clientRoot: string): Promise<void> {
  const files = await readdir(clientRoot, { recursive: true })
  const html = files.filter((file) => /\.html?$/i.test(file))
  if (html.length)
    throw new Error(
      `static HTML in ${clientRoot} would get the sandboxed asset CSP of build/assets-headers.ts: ${html.join(', ')}`
    )
  await writeFile(join(clientRoot, '_headers'), ASSET_HEADERS)
}
