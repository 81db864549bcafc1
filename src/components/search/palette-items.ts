import type { MessageKey } from '../../shared/i18n'
import { getHeaderMenus, type HeaderLabelKey } from '../../shared/navigation/header-links'
import { DOCS_VERSIONS } from '../../shared/docs/versions'
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
    }
  | { kind: 'ai'; id: string; label: string; icon: string; query: string }

export interface PaletteGroup {
  id: 'ask-ai' | 'docs' | 'blog' | 'modules' | 'hosting' | `menu-${string}`
  label: string
  items: PaletteItem[]
}

/** The interface strings the palette reads (translated on the server). */
export type PaletteLabels = Record<
  | 'placeholder'
  | 'dialog'
  | 'close'
  | 'askAi'
  | 'askAiAbout'
  | 'docs'
  | 'blog'
  | 'modules'
  | 'hosting'
  | 'noResults'
  | 'unavailable'
  | 'error'
  | 'loading'
  | 'back'
  | 'answerTitle'
  | 'answerHint'
  | 'answerEmpty'
  | 'typeMessage'
  | 'sendPrompt'
  | 'readSection'
  | 'hintNavigate'
  | 'hintSelect'
  | 'hintClose',
  string
>

/** Message keys of PaletteLabels (SearchMount translates them). */
export const PALETTE_LABEL_KEYS: Record<keyof PaletteLabels, MessageKey> = {
  placeholder: 'header.search',
  dialog: 'search.dialog',
  close: 'search.close',
  askAi: 'search.askAi',
  askAiAbout: 'search.askAiAbout',
  docs: 'search.groupDocs',
  blog: 'search.groupBlog',
  modules: 'search.groupModules',
  hosting: 'search.groupHosting',
  noResults: 'search.noResults',
  unavailable: 'search.unavailable',
  error: 'search.error',
  loading: 'search.loading',
  back: 'search.back',
  answerTitle: 'search.answerTitle',
  answerHint: 'search.answerHint',
  answerEmpty: 'search.answerEmpty',
  typeMessage: 'ui.typeMessage',
  sendPrompt: 'ui.sendPrompt',
  readSection: 'search.readSection',
  hintNavigate: 'search.hintNavigate',
  hintSelect: 'search.hintSelect',
  hintClose: 'search.hintClose',
}

export interface PaletteData {
  term: string
  version: SearchVersion
  /** Most items per group; PALETTE_GROUP_LIMIT when not given. */
  limit?: number
  sections: SearchResult[]
  modules: PaletteModule[]
  hosting: HostingProvider[]
  labels: PaletteLabels
  /** Translated header-menu labels. */
  menuLabels: Record<HeaderLabelKey, string>
}

/** Fills `{term}` in a label with the term as typed (a function, so `$'` or `$&` stay literal). */
export function formatLabel(label: string, term: string): string {
  return label.replace('{term}', () => term)
}

const sectionItem = (result: SearchResult): PaletteItem => ({
  kind: 'link',
  id: `section:${result.id}`,
  label: result.title,
  href: result.anchor ? `${result.path}#${encodeURIComponent(result.anchor)}` : result.path,
  icon:
    result.group === 'blog'
      ? 'i-lucide-newspaper'
      : result.level === 1
        ? 'i-lucide-file-text'
        : 'i-lucide-hash',
  description: result.titles.join(' › '),
  snippetHtml: result.snippet,
})

/** The 'Ask AI' group, then the page links of the header menus (before typing). */
function idleGroups({ version, labels, menuLabels }: PaletteData): PaletteGroup[] {
  const docsVersion = DOCS_VERSIONS.find((entry) => entry.major === version) ?? DOCS_VERSIONS[0]!
  const menus = getHeaderMenus(docsVersion).map((menu): PaletteGroup => ({
    id: `menu-${menu.label}`,
    label: menuLabels[menu.label],
    items: (menu.children ?? [{ label: menu.label, to: menu.to! }]).map((link) => ({
      kind: 'link',
      id: `link:${link.to}`,
      label: menuLabels[link.label],
      href: link.to,
      external: 'external' in link ? link.external : undefined,
      icon: ('icon' in link && link.icon) || 'i-lucide-arrow-right',
    })),
  }))
  return [
    {
      id: 'ask-ai',
      label: labels.askAi,
      items: [{ kind: 'ai', id: 'ai', label: labels.askAi, icon: 'i-lucide-sparkles', query: '' }],
    },
    ...menus,
  ]
}

/**
 * The groups of the palette. Before typing: 'Ask AI' and the header-menu links of the current
 * docs version. While typing: docs and blog sections (already ranked by the API), 'Modules'
 * (name, npm or repo), 'Hosting' (title) and 'Ask AI about "<term>"'. Empty groups are dropped.
 */
export function buildPaletteGroups(data: PaletteData): PaletteGroup[] {
  const term = data.term.trim()
  if (!term) return idleGroups(data)
  const { labels } = data
  const limit = Math.min(data.limit ?? PALETTE_GROUP_LIMIT, PALETTE_GROUP_LIMIT)
  const groups: PaletteGroup[] = [
    {
      id: 'docs',
      label: labels.docs,
      items: data.sections
        .filter((r) => r.group === 'docs')
        .slice(0, limit)
        .map(sectionItem),
    },
    {
      id: 'blog',
      label: labels.blog,
      items: data.sections
        .filter((r) => r.group === 'blog')
        .slice(0, limit)
        .map(sectionItem),
    },
    {
      id: 'modules',
      label: labels.modules,
      items: filterModules(data.modules, term, limit).map((module) => ({
        kind: 'link',
        id: `module:${module.name}`,
        label: module.name,
        href: `/modules/${encodeURIComponent(module.name)}`,
        icon: 'i-lucide-puzzle',
        description: module.description ?? module.npm,
      })),
    },
    {
      id: 'hosting',
      label: labels.hosting,
      items: filterHostingProviders(data.hosting, term, limit).map((provider) => ({
        kind: 'link',
        id: `hosting:${provider.path}`,
        label: provider.title,
        href: provider.path,
        icon: 'i-lucide-server',
        description: provider.description,
      })),
    },
    {
      id: 'ask-ai',
      label: labels.askAi,
      items: [
        {
          kind: 'ai',
          id: 'ai',
          label: formatLabel(labels.askAiAbout, term),
          icon: 'i-lucide-sparkles',
          query: term,
        },
      ],
    },
  ]
  return groups.filter((group) => group.items.length > 0)
}
