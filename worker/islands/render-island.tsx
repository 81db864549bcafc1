import type { ReactElement } from 'react'
import { ModuleStatsList } from '../../src/components/modules/ModuleStatsList'
import { getMessages, type Locale } from '../../src/shared/i18n'
import { pickMessages } from '../../src/shared/i18n/pick'
import type { ServerIslandKey, ServerIslandProps } from '../../src/shared/islands/server-islands'
import type { Db } from '../db/client'
import { getModule } from '../db/queries/modules'

/** The strings of the stats list on a card (its created date left out, as on cards). */
const MODULE_STATS_KEYS = ['modules.downloads', 'modules.stars', 'modules.publishedAt'] as const

/** What a server island may read. */
export interface IslandContext {
  db: Db
  locale: Locale
}

type Renderers = {
  [K in ServerIslandKey]: (
    props: ServerIslandProps<K>,
    context: IslandContext
  ) => Promise<ReactElement | undefined>
}

/**
 * How each server island of src/shared/islands/server-islands.ts renders: loads its data, returns
 * the element, or undefined when what the props name does not exist (a 404).
 */
export const ISLAND_RENDERERS: Renderers = {
  'module-stats': async ({ name }, { db, locale }) => {
    const module = await getModule(db, name)
    if (!module) return undefined
    const labels = pickMessages(getMessages(locale), MODULE_STATS_KEYS)
    return <ModuleStatsList stats={module.stats} locale={locale} now={Date.now()} labels={labels} />
  },
}
