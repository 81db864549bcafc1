import { installContentBehaviours } from './content-behaviours'
import { scheduleIslands } from './islands'

/**
 * The boot script: the only JS that runs before the page is idle. Plain TypeScript (budget
 * 10 KB gzip): island scheduling and the content behaviours (copy code, tabs); React loads
 * with the first island that hydrates.
 */
scheduleIslands(document)
installContentBehaviours(document)
