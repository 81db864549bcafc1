import { asc, ne } from 'drizzle-orm'
import type { HostingProvider } from '../../../src/shared/search/palette-filter'
import type { Db } from '../client'
import { contentDeploy } from '../schema'

/** The hosting providers: the deploy collection without its index page /deploy (spec 7), in source order. */
export async function listHostingProviders(db: Db): Promise<HostingProvider[]> {
  return db
    .select({
      title: contentDeploy.title,
      description: contentDeploy.description,
      path: contentDeploy.path,
      logoIcon: contentDeploy.logoIcon,
      logoSrc: contentDeploy.logoSrc,
    })
    .from(contentDeploy)
    .where(ne(contentDeploy.path, '/deploy'))
    .orderBy(asc(contentDeploy.position))
}
