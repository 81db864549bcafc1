import { isPathUnder } from '../routing/path'
import { DOCS_VERSIONS, type DocsVersionEntry } from '../docs/versions'

/**
 * The header menus, one source of truth. Consumers: the header navigation and its dropdowns
 * (src/components/layout/HeaderNav.tsx), the mobile menu (src/islands/MobileMenu.tsx), the
 * search palette's links shown before typing (src/islands/SearchPalette.tsx).
 * Labels are message keys of src/shared/i18n.
 */
export interface HeaderLink {
  /** i18n message key of the label. */
  label: HeaderLabelKey
  to: string
  icon?: string
  /** Opens in a new tab (external sites). */
  external?: boolean
}

export interface HeaderMenu {
  label: HeaderLabelKey
  /** Active when the current path starts with one of these. */
  activeOn: string[]
  /** A direct link (no dropdown) when set. */
  to?: string
  children?: HeaderLink[]
}

export type HeaderLabelKey =
  | 'nav.docs'
  | 'nav.getStarted'
  | 'nav.guide'
  | 'nav.api'
  | 'nav.examples'
  | 'nav.community'
  | 'nav.integrations'
  | 'nav.modules'
  | 'nav.hosting'
  | 'nav.resources'
  | 'nav.templates'
  | 'nav.videoCourses'
  | 'nav.showcase'
  | 'nav.certification'
  | 'nav.enterprise'
  | 'nav.support'
  | 'nav.agencies'
  | 'nav.sponsors'
  | 'nav.blog'

/** External sites linked from the menus (spec 2: they open in a new tab). */
export const EXTERNAL_LINKS = {
  certification: 'https://certification.aster.example',
  uiPro: 'https://ui-pro.aster.example',
  studio: 'https://studio.aster.example',
  hostingHub: 'https://hub.aster.example',
  chat: 'https://chat.aster.example',
  englishSite: 'https://aster.example',
} as const

/** The Docs menu's sections (spec 2), by their folder in a docs version. */
const DOCS_SECTIONS: { section: string; label: HeaderLabelKey; icon: string }[] = [
  { section: 'getting-started', label: 'nav.getStarted', icon: 'i-lucide-rocket' },
  { section: 'guide', label: 'nav.guide', icon: 'i-lucide-book-open' },
  { section: 'api', label: 'nav.api', icon: 'i-lucide-code' },
  { section: 'examples', label: 'nav.examples', icon: 'i-lucide-square-play' },
  { section: 'community', label: 'nav.community', icon: 'i-lucide-heart-handshake' },
]

/**
 * The header menus for a docs version (Docs points into that version's sections). `sections`:
 * the version's top-level folders in the content (the build's navigation), when known: the Docs
 * menu then lists only the sections that exist, so an imported corpus gets no link to a 404.
 */
export function getHeaderMenus(
  version: DocsVersionEntry = DOCS_VERSIONS[0],
  sections?: readonly string[]
): HeaderMenu[] {
  const present = DOCS_SECTIONS.filter((entry) => !sections || sections.includes(entry.section))
  return [
    {
      label: 'nav.docs',
      activeOn: ['/docs'],
      children: present.map(({ section, label, icon }) => ({
        label,
        to: `${version.path}/${section}`,
        icon,
      })),
    },
    {
      label: 'nav.integrations',
      activeOn: ['/modules', '/deploy'],
      children: [
        { label: 'nav.modules', to: '/modules', icon: 'i-lucide-puzzle' },
        { label: 'nav.hosting', to: '/deploy', icon: 'i-lucide-rocket' },
      ],
    },
    {
      label: 'nav.resources',
      activeOn: ['/templates', '/video-courses', '/showcase'],
      children: [
        { label: 'nav.templates', to: '/templates', icon: 'i-lucide-app-window' },
        { label: 'nav.videoCourses', to: '/video-courses', icon: 'i-lucide-graduation-cap' },
        { label: 'nav.showcase', to: '/showcase', icon: 'i-lucide-presentation' },
        {
          label: 'nav.certification',
          to: EXTERNAL_LINKS.certification,
          icon: 'i-lucide-medal',
          external: true,
        },
      ],
    },
    {
      label: 'nav.enterprise',
      activeOn: ['/enterprise'],
      children: [
        { label: 'nav.support', to: '/enterprise/support', icon: 'i-lucide-life-buoy' },
        { label: 'nav.agencies', to: '/enterprise/agencies', icon: 'i-lucide-handshake' },
        { label: 'nav.sponsors', to: '/enterprise/sponsors', icon: 'i-lucide-heart' },
      ],
    },
    { label: 'nav.blog', activeOn: ['/blog'], to: '/blog' },
  ]
}

/** True when a menu is active for a path (by path prefix). */
export function isMenuActive(menu: HeaderMenu, path: string): boolean {
  return menu.activeOn.some((prefix) => isPathUnder(path, prefix))
}
