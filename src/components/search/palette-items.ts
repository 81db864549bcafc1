import type { Locale } from '../../shared/i18n'
import { localizedPath } from '../../shared/i18n/locale-paths'
import type { LabelsOf } from '../../shared/i18n/pick'
import { getHeaderMenus, headerLinkText } from '../../shared/navigation/header-links'
import type { DocsSectionLink } from '../../shared/docs/sections'
import { findDocsVersion, LATEST_DOCS_VERSION } from '../../shared/docs/versions'
import type { SearchResult } from '../../shared/search/api'
import type { SearchVersion } from '../../shared/search/filter'
import { SEARCH_LIMIT } from '../../shared/search/text'
import {
  filterHostingProviders,
  filterModules,
  type HostingProvider,
  type PaletteModule,
} from '../../shared/search/palette-filter'

/** Most items per group unless the palette is given another limit (spec 9: search result limit 42). */
export const PALETTE_GROUP_LIMIT = SEARCH_LIMIT

/** One row of the palette: a link, or the 'Ask AI' action. */
export type PaletteItem =
  | {
      kind: 'link'
      id: string
      label: string
      href: string
      external?: boolean
      icon?: string
      description?: string
      snippetHtml?: string
      /** A short mark after the label: '英文' on a Chinese page's result in English. */
      badge?: string
    }
  | { kind: 'ai'; id: string; label: string; icon: string; query: string }

export interface PaletteGroup {
  id: 'ask-ai' | 'docs' | 'blog' | 'modules' | 'hosting' | `menu-${string}`
  label: string
  items: PaletteItem[]
}

/** Every message label of the header menus (the links shown before typing; docs sections bring their titles). */
const MENU_LABEL_KEYS = [
  ...new Set(
    getHeaderMenus().flatMap((menu) => [
      menu.label,
      ...(menu.children ?? []).flatMap((link) => ('label' in link ? [link.label] : [])),
    ])
  ),
]

/**
 * The palette's strings, message keys picked on the server (src/shared/i18n/pick.ts) and sent
 * as the island's `labels` prop: its own texts, then the header-menu labels.
 */
export const PALETTE_LABEL_KEYS = [
  'header.search',
  'search.dialog',
  'search.close',
  'search.askAi',
  'search.askAiAbout',
  'search.groupDocs',
  'search.groupBlog',
  'search.groupModules',
  'search.groupHosting',
  'search.noResults',
  'search.unavailable',
  'search.error',
  'search.loading',
  'search.back',
  'search.answerTitle',
  'search.answerHint',
  'search.answerEmpty',
  'ui.typeMessage',
  'ui.sendPrompt',
  'search.readSection',
  'search.hintNavigate',
  'search.hintSelect',
  'search.hintClose',
  'search.english',
  ...MENU_LABEL_KEYS,
] as const

/** The palette's `labels` prop. */
export type PaletteLabels = LabelsOf<typeof PALETTE_LABEL_KEYS>

export interface PaletteData {
  term: string
  version: SearchVersion
  /** Most items per group; PALETTE_GROUP_LIMIT when not given. */
  limit?: number
  sections: SearchResult[]
  modules: PaletteModule[]
  hosting: HostingProvider[]
  labels: PaletteLabels
  /** The page's language: every link leads into it (default English). */
  locale?: Locale
  /** Each docs version's Docs menu links in the page's language, by version path (the header's). */
  docsMenus?: Record<string, DocsSectionLink[]>
}

/** Fills `{term}` in a label with the term as typed (a function, so `$'` or `$&` stay literal). */
export function formatLabel(label: string, term: string): string {
  return label.replace('{term}', () => term)
}

/** A link row; every group's items are made of these, but the 'Ask AI' action. */
const linkItem = (
  id: string,
  label: string,
  href: string,
  icon: string,
  description?: string
): Extract<PaletteItem, { kind: 'link' }> => ({ kind: 'link', id, label, href, icon, description })

const sectionItem = (result: SearchResult, labels: PaletteLabels, locale: Locale): PaletteItem => ({
  ...linkItem(
    `section:${result.id}`,
    result.title,
    result.anchor ? `${result.path}#${encodeURIComponent(result.anchor)}` : result.path,
    result.group === 'blog'
      ? 'i-lucide-newspaper'
      : result.level === 1
        ? 'i-lucide-file-text'
        : 'i-lucide-hash',
    result.titles.join(' › ')
  ),
  snippetHtml: result.snippet,
  ...(result.lang && result.lang !== locale ? { badge: labels['search.english'] } : {}),
})

const moduleItem = (module: PaletteModule) =>
  linkItem(
    `module:${module.name}`,
    module.name,
    `/modules/${encodeURIComponent(module.name)}`,
    'i-lucide-puzzle',
    module.description ?? module.npm
  )

const hostingItem = (provider: HostingProvider) =>
  linkItem(
    `hosting:${provider.path}`,
    provider.title,
    provider.path,
    'i-lucide-server',
    provider.description
  )

/** The 'Ask AI' group: one action, labelled `label`, asking `query`. */
const askAiGroup = (labels: PaletteLabels, label: string, query: string): PaletteGroup => ({
  id: 'ask-ai',
  label: labels['search.askAi'],
  items: [{ kind: 'ai', id: 'ai', label, icon: 'i-lucide-sparkles', query }],
})

/** The 'Ask AI' group, then the page links of the header menus (before typing). */
function idleGroups({ version, labels, docsMenus }: PaletteData): PaletteGroup[] {
  const entry = findDocsVersion(version) ?? LATEST_DOCS_VERSION
  const menus = getHeaderMenus(docsMenus?.[entry.path]).map((menu): PaletteGroup => ({
    id: `menu-${menu.label}`,
    label: labels[menu.label],
    items: (menu.children ?? [{ label: menu.label, to: menu.to! }]).map((link) => ({
      ...linkItem(
        `link:${link.to}`,
        headerLinkText(link, labels),
        link.to,
        ('icon' in link && link.icon) || 'i-lucide-arrow-right'
      ),
      external: 'external' in link ? link.external : undefined,
    })),
  }))
  // a corpus without docs sections has no Docs links: no empty group
  return [askAiGroup(labels, labels['search.askAi'], ''), ...menus.filter((m) => m.items.length)]
}

/**
 * The groups of the palette. Before typing: 'Ask AI' and the header-menu links of the current
 * docs version. While typing: docs and blog sections (already ranked by the API), 'Modules'
 * (name, npm or repo), 'Hosting' (title) and 'Ask AI about "<term>"'. Empty groups are dropped.
 */
export function buildPaletteGroups(data: PaletteData): PaletteGroup[] {
  const locale = data.locale ?? 'en'
  return listGroups(data).map((group) => ({
    ...group,
    items: group.items.map((item) =>
      item.kind === 'link' ? { ...item, href: localizedPath(item.href, locale) } : item
    ),
  }))
}

/** The groups with their links' site paths (English). */
function listGroups(data: PaletteData): PaletteGroup[] {
  const term = data.term.trim()
  if (!term) return idleGroups(data)
  const { labels } = data
  const limit = Math.min(data.limit ?? PALETTE_GROUP_LIMIT, PALETTE_GROUP_LIMIT)
  const sections = (group: SearchResult['group']) =>
    data.sections
      .filter((result) => result.group === group)
      .slice(0, limit)
      .map((result) => sectionItem(result, labels, data.locale ?? 'en'))
  const groups: PaletteGroup[] = [
    { id: 'docs', label: labels['search.groupDocs'], items: sections('docs') },
    { id: 'blog', label: labels['search.groupBlog'], items: sections('blog') },
    {
      id: 'modules',
      label: labels['search.groupModules'],
      items: filterModules(data.modules, term, limit).map(moduleItem),
    },
    {
      id: 'hosting',
      label: labels['search.groupHosting'],
      items: filterHostingProviders(data.hosting, term, limit).map(hostingItem),
    },
    askAiGroup(labels, formatLabel(labels['search.askAiAbout'], term), term),
  ]
  return groups.filter((group) => group.items.length > 0)
}
