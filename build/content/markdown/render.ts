import type { Root } from 'hast'
import { visit } from 'unist-util-visit'
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { CodeBlock } from '../components/CodeBlock'
import { ContentSlot } from '../components/ContentSlot'
import { CONTENT_COMPONENTS } from '../components/registry'
import { CODE_TAG, COMPONENT_TAG_PREFIX, SLOT_TAG } from './components'

/** Hast tag → React component: the registry, slots and code blocks. Nothing else renders. */
const COMPONENTS = {
  ...Object.fromEntries(
    Object.entries(CONTENT_COMPONENTS).map(([name, entry]) => [
      COMPONENT_TAG_PREFIX + name,
      entry.component,
    ])
  ),
  [SLOT_TAG]: ContentSlot,
  [CODE_TAG]: CodeBlock,
} as unknown as Components

/**
 * Renders a sanitized, highlighted hast tree to static HTML through the React components.
 * Images load lazily, which also keeps React from hoisting `<link rel="preload">` tags for them.
 */
export function renderHast(tree: Root): string {
  visit(tree, 'element', (element) => {
    if (element.tagName !== 'img') return
    element.properties.loading = 'lazy'
    element.properties.decoding = 'async'
  })
  return renderToStaticMarkup(toJsxRuntime(tree, { Fragment, jsx, jsxs, components: COMPONENTS }))
}
