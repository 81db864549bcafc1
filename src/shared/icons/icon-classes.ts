/** Icon classes (`i-lucide-rocket`) as content, frontmatter and navigation spell them. */
const ICON_CLASS_RE = /\bi-[a-z0-9]+(?:-[a-z0-9]+)+/g

/**
 * The icon classes in texts (rendered HTML, navigation JSON, component sources), sorted: the only
 * classes content brings that the component sources do not already contain. A regex pass over the
 * text instead of UnoCSS's extractors, which cost seconds at 1,000 pages for no new class.
 * Consumers: build/content/collection-sql.ts (each collection's icons), build/css/ (the
 * interface's icons, the per-route icon sheets).
 */
export function iconClasses(texts: Iterable<string>): string[] {
  const found = new Set<string>()
  for (const text of texts) for (const match of text.matchAll(ICON_CLASS_RE)) found.add(match[0])
  return [...found].sort()
}
