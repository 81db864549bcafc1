import { createElement, startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { LocaleContext } from '../components/locale-context'
import { isLocale } from '../shared/i18n/locales'
import { ISLAND_LOADERS, type IslandName } from '../islands/registry'

const roots = new Map<Element, Root>()

/** Unmounts the islands under the given regions before client navigation replaces them. */
export function unmountIslands(regions: Element[]): void {
  for (const [element, root] of roots) {
    if (regions.some((region) => region.contains(element))) {
      root.unmount()
      roots.delete(element)
    }
  }
}

/** Resolves once React has committed the hydrated tree (effects run after commit). */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

/**
 * Hydrates one island marker with its serialized props (loaded with React, on demand); resolves
 * when the island is live, so a replayed interaction reaches its handlers.
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName
  const load = ISLAND_LOADERS[name]
  if (!load) {
    console.error(`[aster] unknown island "${name}"`)
    return
  }
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>
  const { default: Component } = await load()
  await new Promise<void>((resolve) => {
    // the page's language, as the server rendered the island in (components/locale-context.ts)
    const lang = document.documentElement.lang
    const island = createElement(
      LocaleContext,
      { value: isLocale(lang) ? lang : 'en' },
      createElement(Component as never, props as never)
    )
    // a transition: React hydrates in slices and yields to the page between them (no long task
    // while a large island such as the modules directory comes alive); an interaction meanwhile
    // still hydrates its target first
    startTransition(() => {
      const root = hydrateRoot(
        element,
        createElement(Committed, { onCommit: () => resolve() }, island),
        {
          onRecoverableError: (error) => console.warn('[aster] island hydration recovered:', error),
        }
      )
      roots.set(element, root)
    })
  })
  element.dataset.hydrated = ''
}
