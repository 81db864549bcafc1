import type { Context } from 'hono'
import { resolveDocsVersion } from '../../src/shared/docs/versions'
import { getDb } from '../db/client'
import { getPageByPath } from '../db/queries/content'
import type { AppEnv } from '../env'
import { pageNotFound } from '../errors'

/** `<docs page>.md`: the page's markdown source ('Copy page'), title first. */
export async function serveDocsMarkdown(c: Context<AppEnv>, path: string) {
  const page = await getPageByPath(getDb(c.env.DB), resolveDocsVersion(path).collection, path)
  if (!page) throw pageNotFound(`${path}.md`)
  return c.body(
    `# ${page.title}\n\n${page.description ? `${page.description}\n\n` : ''}${page.raw.trimStart()}`,
    200,
    {
      'Content-Type': 'text/markdown; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    }
  )
}
