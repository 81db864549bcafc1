import { createElement, type ComponentType } from 'react'
import type { IslandName } from '../islands/registry'

/**
 * When an island hydrates: on idle, when visible, or on the first interaction (replayed). Pages
 * use interaction or visible (React never loads for a visitor who only reads); a visible island
 * may mark the element to watch with `data-hydrate-visible` (default: its first child).
 */
export type HydrateStrategy = 'idle' | 'visible' | 'interaction'

interface IslandProps<P extends object> {
  name: IslandName
  component: ComponentType<P>
  props: P
  hydrate?: HydrateStrategy
}

/**
 * Server-renders an island inside an `<aster-island>` marker that carries its name and
 * serialized props; the browser entry hydrates exactly these markers and nothing else.
 */
export function Island<P extends object>({
  name,
  component,
  props,
  hydrate = 'interaction',
}: IslandProps<P>) {
  return createElement(
    'aster-island',
    { 'data-island': name, 'data-props': JSON.stringify(props), 'data-hydrate': hydrate },
    createElement(component, props)
  )
}
