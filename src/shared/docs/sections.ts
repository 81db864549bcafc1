import type { NavigationItem } from '../content/navigation'
import type { Locale } from '../i18n/locales'
import { topSections } from './navigation'

/**
 * A docs version's top-level sections as the build lists them (build/manifests.ts writes them
 * into the manifest's `docsSections`): what the header's Docs menu, the search palette's links
 * and the MCP tools' descriptions name. The content decides them, titles included.
 */
export interface DocsSection {
  /** The section's folder under the version path (`getting-started`). */
  section: string
  /** Its path: a redirect to its first page, or its own index page (docs-rules.ts). */
  path: string
  icon?: string
  /** Its navigation title by language: English, and each translation's (`.navigation.<locale>.yml`). */
  titles: { en: string } & Partial<Record<Locale, string>>
  /** A sub-section (spec 2: bridge, migration): an aside anchor, not a Docs menu entry. */
  sub?: true
}

/** A link of the header's Docs menu: a section's title in the page's language. */
export interface DocsSectionLink {
  title: string
  to: string
  icon?: string
}

/** Sub-sections (spec 2): anchors on wide screens; the mobile menu shows them only from inside. */
const SUB_SECTIONS = ['bridge', 'migration']

/** True for a sub-section's folder name (`bridge`, `migration`). */
export function isSubSection(section: string): boolean {
  return SUB_SECTIONS.includes(section)
}

/**
 * The sections of a version from its navigation trees: the English one, and each language's
 * (titled by its `.navigation.<locale>.yml`, else English), in content order.
 */
export function docsSectionsOf(
  root: string,
  navigation: NavigationItem[],
  translated: { locale: Locale; navigation: NavigationItem[] }[] = []
): DocsSection[] {
  return topSections(navigation, root).map((item) => {
    const section = item.path.slice(root.length + 1)
    const titles: DocsSection['titles'] = { en: item.title }
    for (const { locale, navigation: tree } of translated) {
      const title = tree.find((other) => other.path === item.path)?.title
      if (title) titles[locale] = title
    }
    return {
      section,
      path: item.path,
      ...(item.icon ? { icon: item.icon } : {}),
      titles,
      ...(isSubSection(section) ? { sub: true as const } : {}),
    }
  })
}

/** The Docs menu's links of a version in a language: every section but the sub-sections. */
export function docsMenuLinks(
  sections: readonly DocsSection[] | undefined,
  locale: Locale
): DocsSectionLink[] {
  return (sections ?? [])
    .filter((section) => !section.sub)
    .map((section) => ({
      title: section.titles[locale] ?? section.titles.en,
      to: section.path,
      ...(section.icon ? { icon: section.icon } : {}),
    }))
}
