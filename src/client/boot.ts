import { installContentBehaviours } from './content-behaviours'
import { installDocsBehaviours } from './docs-behaviours'
import { scheduleIslands } from './islands'

/**
 * The boot script: the only JS that runs before the page is idle. Plain TypeScript (budget
 * 10 KB gzip): island scheduling, content behaviours (copy code, tabs) and docs behaviours
 * (version select, copy page, TOC tracking); React loads with the first island that hydrates.
 */
scheduleIslands(document)
installContentBehaviours(document)
installDocsBehaviours(document)
