import { resolveDocsVersion } from '../../src/shared/docs/versions'
import type { Db } from '../db/client'
import { getPageByPath } from '../db/queries/content'
import { pageNotFound } from '../errors'

/** `<docs page>.md`: the page's markdown source ('Copy page'), title first. */
export async function serveDocsMarkdown(db: Db, path: string): Promise<Response> {
  const page = await getPageByPath(db, resolveDocsVersion(path).collection, path)
  if (!page) throw pageNotFound(`${path}.md`)
  const description = page.description ? `${page.description}\n\n` : ''
  return new Response(`# ${page.title}\n\n${description}${page.raw.trimStart()}`, {
    status: 200,
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
