import type { TocLink } from './content/types'
import type { BasePageData } from './page-data-base'

/**
 * PageData of the hosting section: the providers `/deploy` and a guide `/deploy/<slug>`
 * (re-exported by page-data.ts, which holds the union of every route's PageData).
 */

/** A hosting provider of the deploy collection. */
export interface DeployProvider {
  title: string
  description: string
  path: string
  category: string
  featured: boolean
  logoIcon: string | null
  logoSrc: string | null
}

/** The hosting providers `/deploy?q=&category=`, filtered on the server, then as you type. */
export interface DeployListPageData extends BasePageData {
  route: 'deploy'
  /** Intro of the list (content/deploy/index.md), compiled HTML. */
  body: string
  /** The title search and the category of the URL. */
  query: { q: string; category?: string }
  /** Every provider, featured first (the island filters them in the browser). */
  providers: DeployProvider[]
  categories: { name: string; count: number }[]
}

/** One hosting provider's guide `/deploy/<slug>`. */
export interface DeployGuidePageData extends BasePageData {
  route: 'deploy-guide'
  body: string
  toc: TocLink[]
  provider: DeployProvider & { website: string | null; preset: string | null }
}
