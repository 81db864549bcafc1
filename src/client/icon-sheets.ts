/*
 * A page links only the icon sheet of its route kind (build/css/icon-sheets.ts). Part of the boot
 * script: after a client navigation the router links the new page's sheet when the document lacks
 * it, and the search palette, which can show any icon, links the whole sheet named on
 * `<html data-icon-sheet>` when it wakes.
 */

/** Links the stylesheet `href` after the content unless the document already has it. */
export function linkIconSheet(doc: Document, href: string | undefined): void {
  if (!href || doc.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return
  const link = doc.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  doc.body.append(link)
}
