import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DOCS_TREE } from '../../shared/content/__fixtures__/docs-tree'
import { indexNavigation, itemsHolding } from '../../shared/docs/navigation-index'
import { buildSidebarTree } from '../../shared/docs/sidebar-tree'
import { DocsNavTree } from './DocsNavTree'

/** The Guide section's folders: Concepts, Recipes. */
const GUIDE = DOCS_TREE[1]!

const render = (path: string) =>
  renderToStaticMarkup(
    <DocsNavTree
      items={buildSidebarTree(
        GUIDE.children!,
        path,
        GUIDE.path,
        itemsHolding(indexNavigation(DOCS_TREE), path)
      )}
      path={path}
      showAll="Show all {count} items"
    />
  )
const openGroups = (path: string) =>
  [...render(path).matchAll(/<details open="" data-nav-group="([^"]+)"/g)].map((m) => m[1])

describe('DocsNavTree', () => {
  it('opens the group matching the current path, and only it', () => {
    expect(openGroups('/docs/4.x/guide/recipes/auth')).toEqual(['/docs/4.x/guide/recipes'])
  })
  it('opens the first group when no group matches', () => {
    expect(openGroups('/docs/4.x/guide/hidden-page')).toEqual(['/docs/4.x/guide/concepts'])
  })
  it('collapses the other groups to their head and a link to their first page', () => {
    const html = render('/docs/4.x/guide/recipes/auth')
    expect(html).toContain('<details data-nav-group="/docs/4.x/guide/concepts" data-nav-lazy="">')
    expect(html).toContain('href="/docs/4.x/guide/concepts/rendering"')
    expect(html).not.toContain('>Rendering</a>')
  })
  it('highlights the active page', () => {
    const html = render('/docs/4.x/guide/recipes/auth')
    expect(html).toMatch(/<a href="\/docs\/4.x\/guide\/recipes\/auth" aria-current="page"/)
    expect(html.match(/aria-current/g)).toHaveLength(1)
  })
})
