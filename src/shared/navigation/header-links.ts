import { isPathUnder } from '../routing/path'
import type { DocsSectionLink } from '../docs/sections'

/**
 * The header menus, one source of truth. Consumers: the header navigation and its dropdowns
 * (src/components/layout/HeaderNav.tsx), the mobile menu (src/islands/MobileMenu.tsx), the
 * search palette's links shown before typing (src/islands/SearchPalette.tsx).
 * Labels are message keys of src/shared/i18n, but the Docs menu's: the content's section titles.
 */

/**
 * A link of a menu: labelled by a message key, or (the Docs menu's sections) by the content's
 * own title in the page's language.
 */
export type HeaderLink = {
  to: string
  icon?: string
  /** Opens in a new tab (external sites). */
  external?: boolean
} & ({ label: HeaderLabelKey } | { title: string })

/** What a link reads: its content title, else its message in `labels` (a Messages table or a pick of it). */
export function headerLinkText(
  link: HeaderLink,
  labels: { [key in HeaderLabelKey]?: string }
): string {
  return 'title' in link ? link.title : (labels[link.label] ?? '')
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

/**
 * The header menus; `sections`: the Docs menu's links, the version's sections
 * as the content has them (src/shared/docs/sections.ts `docsMenuLinks`, from the build's
 * navigation): a corpus's own sections are listed, titled as it titles them, and none that would 404.
 */
export function getHeaderMenus(sections: readonly DocsSectionLink[] = []): HeaderMenu[] {
  return [
    {
      label: 'nav.docs',
      activeOn: ['/docs'],
      children: sections.map(({ title, to, icon }) => ({ title, to, ...(icon ? { icon } : {}) })),
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
