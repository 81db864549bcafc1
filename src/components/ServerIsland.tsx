import type { ReactNode } from 'react'
import type { ServerIslandKey, ServerIslandProps } from '../shared/islands/server-islands'

/**
 * A server island (spec 7: partial page fragments): a placeholder that the boot script fills with
 * the fragment of `GET /__aster_island/<key>.json?props=<json>` (src/client/server-islands.ts), so
 * the island's data and rendering stay on the server and no island code is bundled. `children`
 * is what shows until the fragment arrives (and stays if it fails or JS is off). The props go
 * through the same schema as the endpoint's (src/shared/islands/server-islands.ts).
 */
export function ServerIsland<K extends ServerIslandKey>({
  islandKey,
  props,
  children,
}: {
  islandKey: K
  props: ServerIslandProps<K>
  children: ReactNode
}) {
  return (
    <div data-server-island={islandKey} data-props={JSON.stringify(props)} aria-live="polite">
      {children}
    </div>
  )
}
