import type { Root } from 'hast'
import { eachElement } from './each-element'
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { CodeBlock } from '../components/CodeBlock'
import { ContentSlot } from '../components/ContentSlot'
import { DEFAULT_COMPONENT_REGISTRY, type ComponentRegistry } from '../components/registry'
import { codeFragments, fillCodeSlots, type PendingCode } from './code-slots'
import { CODE_TAG, COMPONENT_TAG_PREFIX, SLOT_TAG } from './components'

const componentsCache = new WeakMap<ComponentRegistry, Components>()

/** Hast tag → React component: the registry, slots and code blocks. Nothing else renders. */
function componentsOf(registry: ComponentRegistry): Components {
  const cached = componentsCache.get(registry)
  if (cached) return cached
  const components = {
    ...Object.fromEntries(
      Object.entries(registry.components).map(([name, entry]) => [
        COMPONENT_TAG_PREFIX + name,
        entry.component,
      ])
    ),
    [SLOT_TAG]: ContentSlot,
    [CODE_TAG]: CodeBlock,
  } as unknown as Components
  componentsCache.set(registry, components)
  return components
}

/**
 * Renders a sanitized, highlighted hast tree to static HTML through the React components of
 * `registry` (the built-ins unless a site adds its own), with where each code block's HTML is.
 * Images load lazily, which also keeps React from hoisting `<link rel="preload">` tags for them.
 */
export function renderHast(
  tree: Root,
  registry: ComponentRegistry = DEFAULT_COMPONENT_REGISTRY
): PendingCode {
  eachElement(tree, (element) => {
    if (element.tagName !== 'img') return
    element.properties.loading = 'lazy'
    element.properties.decoding = 'async'
  })
  const components = componentsOf(registry)
  const html = renderToStaticMarkup(toJsxRuntime(tree, { Fragment, jsx, jsxs, components }))
  const fragments = codeFragments(tree)
  // blocks deferred to the highlight thread keep their slots (code-slots.ts finishPendingCode)
  if (fragments.some((fragment) => fragment.html === undefined))
    return { html, codeBlocks: [], pendingCode: fragments }
  return fillCodeSlots(html, fragments)
}
