import { createHash } from 'node:crypto'
import { COLLECTIONS } from '../../src/shared/content/collections'
import { COLLECTION_TABLES } from '../../worker/db/schema'
import { collectCollection, type CollectedCollection } from './collect'
import { checkLinks, type PathResolver } from './link-check'
import { collectionStatements } from './sql'

/** One collection ready to write: its SQL and content hash. */
export interface BuiltCollection extends CollectedCollection {
  statements: string[]
  /** sha256 of the statements, 12 hex chars; the `v` of the sql_dump URL. */
  hash: string
}

/** Reads, validates, compiles and link-checks all content under `root` (the content/ folder). */
export async function buildContent(
  root: string,
  isRedirect?: PathResolver
): Promise<BuiltCollection[]> {
  const built: BuiltCollection[] = []
  for (const definition of COLLECTIONS) {
    const collected = await collectCollection(root, definition)
    const statements = collectionStatements(COLLECTION_TABLES[definition.name], collected.rows)
    const hash = createHash('sha256').update(statements.join('\n')).digest('hex').slice(0, 12)
    built.push({ ...collected, statements, hash })
  }
  const broken = checkLinks(built, isRedirect)
  if (broken.length) {
    throw new Error(`link check failed: ${broken.length} broken link(s)\n${broken.join('\n')}`)
  }
  return built
}
