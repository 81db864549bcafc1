import { createContext } from 'react'

/**
 * True while rendering a `_payload.json` that leaves the docs aside out: DocsSidebar then renders
 * an empty slot (its key, the page's path and the version select) and the router keeps the aside
 * it shows (src/shared/docs/aside-key.ts says when). Provided by worker/render/page.tsx only; the
 * document always renders the whole aside.
 */
export const AsideSlotContext = createContext(false)
