import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DOCS_TREE } from '../../shared/content/__fixtures__/docs-tree'
import { DocsNavTree } from './DocsNavTree'

/** The Guide section's folders: Concepts, Recipes. */
const TREE = DOCS_TREE[1]!.children!

const openGroups = (path: string) =>
  [
    ...renderToStaticMarkup(<DocsNavTree items={TREE} path={path} />).matchAll(
      /<details open="" data-nav-group="([^"]+)"/g
    ),
  ].map((m) => m[1])

describe('DocsNavTree', () => {
  it('opens the group matching the current path, and only it', () => {
    expect(openGroups('/docs/4.x/guide/recipes/auth')).toEqual(['/docs/4.x/guide/recipes'])
  })
  it('opens the first group when no group matches', () => {
    expect(openGroups('/docs/4.x/guide/hidden-page')).toEqual(['/docs/4.x/guide/concepts'])
  })
  it('highlights the active page', () => {
    const html = renderToStaticMarkup(
      <DocsNavTree items={TREE} path="/docs/4.x/guide/recipes/auth" />
    )
    expect(html).toMatch(/<a href="\/docs\/4.x\/guide\/recipes\/auth" aria-current="page"/)
    expect(html.match(/aria-current/g)).toHaveLength(1)
  })
})
