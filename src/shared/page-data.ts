import type { AdminData, SignInOutcome } from './admin/types'
import type { DocsMajor } from './docs/versions'
import type { Locale, MessageKey } from './i18n'
import type { NavigationItem } from './content/navigation'
import type { TocLink } from './content/types'
import type { ModuleCategory } from './modules/categories'
import type { ModuleQuery } from './modules/filter'
import type { ModuleDetail, ModulesStats, ModuleSummary } from './modules/types'

/**
 * PageData: what a loader (worker/pages) returns and a page component (src/pages) renders.
 * The same object is served as `<route>/_payload.json` for client navigation.
 */
export interface BasePageData {
  /** Route id, selects the page component. */
  route: string
  /** Page title (without the site template). */
  title: string
  description: string
  locale: Locale
  /** Request path. */
  path: string
  heroOpacity?: number
  /** Full document title override (templated already), e.g. docs `titleTemplate`. */
  documentTitle?: string
}

export interface DocsPageData extends BasePageData {
  route: 'docs'
  /** Sanitized HTML compiled at build time. */
  body: string
  toc: TocLink[]
  links: { label: string; to: string; icon?: string; target?: string }[]
  version: { major: DocsMajor; label: string; shortTag: string; path: string; branch: string }
  /** The version switch: every version with where it leads from this page. */
  versions: {
    label: string
    shortTag: string
    tag: string
    current: boolean
    /** The latest version (the notice on older versions' pages links to it). */
    latest: boolean
    path: string
  }[]
  /** "Edit this page" link on the version's branch. */
  editUrl: string
  /** The section anchors of the aside (Get Started, Guide, API, Examples, Community). */
  sections: { title: string; icon?: string; path: string; active: boolean }[]
  /** The current section's subtree (the aside holds the current section, not every page). */
  navigation: NavigationItem[]
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

/** One entry of a listing under a content page (blog posts on /blog, providers on /deploy). */
export interface ContentEntry {
  path: string
  title: string
  description: string
  /** Iconify class of the entry (hosting providers). */
  icon?: string
  /** ISO date (blog posts). */
  date?: string
  authors?: string[]
  category?: string
}

/** A markdown page of the index, landing, support, deploy or blog collections. */
export interface ContentPageData extends BasePageData {
  route: 'content'
  body: string
  /** Extra frontmatter of the page (hero, features, ...). */
  meta: Record<string, unknown>
  /** A blog article's byline. */
  article?: {
    date: string
    authors: { name: string; to?: string }[]
    category: string
    tags: string[]
    image?: string
  }
  /** The pages listed under this one (e.g. the posts on /blog), with the i18n key of the list's name. */
  listing?: { label: MessageKey; entries: ContentEntry[] }
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
}

/**
 * PageData as sent in `_payload.json`: rendered HTML (a page's body, a module's README) travels
 * once, in the payload's html.
 */
export type PayloadPageData =
  | ErrorPageData
  | ModulesPageData
  | AdminPageData
  | AdminLoginPageData
  | Omit<DocsPageData, 'body'>
  | Omit<ContentPageData, 'body'>
  | (Omit<ModulePageData, 'module'> & { module: Omit<ModuleDetail, 'readme'> })

export function toPayloadData(data: PageData): PayloadPageData {
  switch (data.route) {
    case 'docs':
    case 'content': {
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
