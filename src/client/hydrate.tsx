import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLAND_LOADERS, type IslandName } from '../islands/registry'

/** Hydrates one island marker with its serialized props (loaded with React, on demand). */
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
    hydrateRoot(element, createElement(Component as never, props as never), {
      onRecoverableError: (error) => console.warn('[aster] island hydration recovered:', error),
    })
    queueMicrotask(resolve)
  })
  element.dataset.hydrated = ''
}
