import type {
  CollectionPage,
  DesignKitPage,
  NewsletterIssuePage,
  NewsletterPage,
  ShowcasePage,
  ShowcaseSite,
  TeamPage,
  TemplatesPage,
  VideoCoursesPage,
} from './collection-pages'
import type { AdminData, SignInOutcome } from './admin/types'
import type { DocsMajor, VersionChoice } from './docs/versions'
import type { EnterprisePageData, EnterprisePayloadData } from './enterprise/page-data'
import type { Locale, MessageKey } from './i18n'
import type { SidebarNode } from './docs/sidebar-tree'
import type { DocsSection } from './docs/sections'
import type { TocLink } from './content/types'
import type { ModuleCategory } from './modules/categories'
import type { ModuleQuery } from './modules/filter'
import type { ModuleDetail, ModulesStats, ModuleSummary } from './modules/types'
import type { HomeFrontmatter } from './content/schemas/home'

import type { BasePageData } from './page-data-base'
import type { BlogListPageData, BlogPostPageData } from './page-data-blog'
import type { DeployGuidePageData, DeployListPageData, DeployProvider } from './page-data-deploy'

export type { BasePageData }
export type {
  BlogAuthor,
  BlogListPageData,
  BlogPostPageData,
  BlogPostSummary,
} from './page-data-blog'
export type { DeployGuidePageData, DeployListPageData, DeployProvider } from './page-data-deploy'

export interface DocsPageData extends BasePageData {
  route: 'docs'
  /** Sanitized HTML compiled at build time. */
  body: string
  toc: TocLink[]
  links: { label: string; to: string; icon?: string; target?: string }[]
  version: { major: DocsMajor; label: string; shortTag: string; path: string; branch: string }
  /** The version switch: every version with where it leads from this page. */
  versions: VersionChoice[]
  /** "Edit this page" link on the version's branch. */
  editUrl: string
  /** The section anchors of the aside (Get Started, Guide, API, Examples, Community). */
  /** The aside's section anchors; `subSection` ones (bridge, migration) leave the mobile menu's copy unless active. */
  sections: { title: string; icon?: string; path: string; active: boolean; subSection?: true }[]
  /**
   * The aside's tree of the current section: open groups on the way to the page, the others
   * collapsed to their heads (src/shared/docs/sidebar-tree.ts), so the page's size is flat.
   */
  navigation: SidebarNode[]
  sectionTitle: string
  breadcrumb: { title: string; path: string }[]
  prev?: { title: string; path: string }
  next?: { title: string; path: string }
}

export interface ErrorPageData extends BasePageData {
  route: 'error'
  statusCode: number
  statusMessage: string
  message: string
}

/** A markdown page of the landing or support collections (marketing and enterprise pages). */
export interface ContentPageData extends BasePageData {
  route: 'content'
  body: string
  /** Extra frontmatter of the page (hero, features, ...). */
  meta: Record<string, unknown>
}

/** The home page `/`: its sections from content/home/index.md plus figures and lists from D1. */
export interface HomePageData extends BasePageData {
  route: 'home'
  /** The code showcase: the page body (tabs of highlighted snippets), compiled at build time. */
  body: string
  /** Every section's text and lists (the page frontmatter). */
  home: Pick<
    HomeFrontmatter,
    | 'hero'
    | 'code'
    | 'logos'
    | 'features'
    | 'foundation'
    | 'testimonial'
    | 'stats'
    | 'modules'
    | 'deploy'
    | 'enterprise'
    | 'contributors'
    | 'showcase'
    | 'sponsors'
  >
  /** Live figures (the row `/api/stats` serves, refreshed by the cron). */
  stats: ModulesStats
  /** Sponsored, then official modules. */
  modules: ModuleSummary[]
  /** Hosting providers, featured first. */
  providers: DeployProvider[]
  /** People of the team collection. */
  team: { name: string; role: string; avatar: string; github?: string }[]
  /** The first sites of the showcase collection, as the showcase page shows them. */
  showcase: ShowcaseSite[]
  /** Sponsors of the manualSponsors collection, highest tier first. */
  sponsors: { name: string; url: string; logo: string; tier: string }[]
}

/** The modules directory, `/modules?q=&category=&sortBy=&orderBy=&page=`, filtered on the server. */
export interface ModulesPageData extends BasePageData {
  route: 'modules'
  /** The canonical query read from the URL (unknown values dropped). */
  query: ModuleQuery
  /** How many batches are shown: 18 cards, then 9 more per page. */
  page: number
  /** The first cards of the filtered, sorted list (the rest loads in the browser). */
  modules: ModuleSummary[]
  /** Size of the filtered list. */
  total: number
  /** Every category with its icon and module count (Official counts type official). */
  categories: { name: ModuleCategory; icon: string; count: number }[]
  stats: ModulesStats
  /** Server time of the render (epoch ms): relative dates read the same after hydration. */
  now: number
}

/** One module, `/modules/<name>`. */
export interface ModulePageData extends BasePageData {
  route: 'module'
  module: ModuleDetail
  /** Server time of the render (epoch ms), for relative dates. */
  now: number
}

/** The pages of the data collections and the newsletter (src/shared/collection-pages.ts). */
export type CollectionPageData = BasePageData & CollectionPage
export type TemplatesPageData = BasePageData & TemplatesPage
export type ShowcasePageData = BasePageData & ShowcasePage
export type VideoCoursesPageData = BasePageData & VideoCoursesPage
export type TeamPageData = BasePageData & TeamPage
export type DesignKitPageData = BasePageData & DesignKitPage
export type NewsletterPageData = BasePageData & NewsletterPage
export type NewsletterIssuePageData = BasePageData & NewsletterIssuePage
/**
 * `/newsletter/unsubscribe?email=&sig=`: `confirm` asks (the form posts to `action`), `done` once
 * the address is unsubscribed, `invalid` for a missing or changed signature.
 */
export interface UnsubscribePageData extends BasePageData {
  route: 'unsubscribe'
  state: 'confirm' | 'done' | 'invalid'
  /** The address of a valid link (shown to the visitor who holds the mail). */
  email?: string
  /** Where the form posts: the signed one-click endpoint. */
  action?: string
}

/** `/admin` and its screens (admin layout, signed-in only). */
export interface AdminPageData extends BasePageData, AdminData {
  route: 'admin'
}

/** `/admin/login`: no layout, dark, guests only; `outcome` of a failed sign-in. */
export interface AdminLoginPageData extends BasePageData {
  route: 'admin-login'
  outcome: SignInOutcome | null
}

export type PageData =
  | DocsPageData
  | ErrorPageData
  | ContentPageData
  | ModulesPageData
  | ModulePageData
  | CollectionPageData
  | UnsubscribePageData
  | HomePageData
  | BlogListPageData
  | BlogPostPageData
  | DeployListPageData
  | DeployGuidePageData
  | EnterprisePageData
  | AdminPageData
  | AdminLoginPageData

/** What every page's chrome (header, footer, document) needs besides the page itself. */
export interface ChromeData {
  /** major.minor of the latest release, null when unknown (badge hidden). */
  release: string | null
  /** Compact star count, '...' while unknown. */
  stars: string
  year: number
  /** Third-party assistant script, '' when none is configured. */
  aiWidgetUrl: string
  /** Analytics endpoint, '' when disabled. */
  analyticsUrl: string
  /** Public icon API the client falls back to (ICON_API_URL), '' for none. */
  iconApiUrl: string
  /**
   * Each docs version's top-level sections in the content, by version path (the build's, titled
   * in each language): the header's Docs menu and the palette's links list them.
   */
  docsSections?: Record<string, DocsSection[]>
}

/** Docs data the payload's html already shows: not sent twice. */
const DOCS_RENDERED_KEYS = [
  'body',
  'navigation',
  'toc',
  'sections',
  'versions',
  'breadcrumb',
  'links',
] as const
type DocsRenderedKey = (typeof DOCS_RENDERED_KEYS)[number]

/**
 * PageData as sent in `_payload.json`: rendered HTML (a page's body, a module's README) travels
 * once, in the payload's html.
 */
export type PayloadPageData =
  | ErrorPageData
  | ModulesPageData
  | UnsubscribePageData
  | AdminPageData
  | AdminLoginPageData
  | Omit<DocsPageData, DocsRenderedKey>
  | Omit<ContentPageData, 'body'>
  | DistributiveOmit<CollectionPageData, 'body'>
  | Omit<HomePageData, 'body'>
  | Omit<BlogListPageData, 'body'>
  | Omit<BlogPostPageData, 'body'>
  | Omit<DeployListPageData, 'body'>
  | Omit<DeployGuidePageData, 'body'>
  | EnterprisePayloadData
  | (Omit<ModulePageData, 'module'> & { module: Omit<ModuleDetail, 'readme'> })

/** `Omit` over each member of a union (keeps the union discriminated by `route`). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

export function toPayloadData(data: PageData): PayloadPageData {
  switch (data.route) {
    case 'docs': {
      // the aside (tree, anchors, versions), the TOC and the links are in the payload's html
      const rest: Partial<DocsPageData> = { ...data }
      for (const key of DOCS_RENDERED_KEYS) delete rest[key]
      return rest as Omit<DocsPageData, DocsRenderedKey>
    }
    case 'content':
    case 'templates':
    case 'showcase':
    case 'video-courses':
    case 'team':
    case 'design-kit':
    case 'newsletter':
    case 'newsletter-issue':
    case 'home':
    case 'blog':
    case 'blog-post':
    case 'deploy':
    case 'deploy-guide':
    case 'enterprise':
    case 'support':
    case 'agencies':
    case 'agency':
    case 'sponsors':
    case 'jobs': {
      const { body: _body, ...rest } = data
      return rest
    }
    case 'module': {
      const { readme: _readme, ...module } = data.module
      return { ...data, module }
    }
    default:
      return data
  }
}
