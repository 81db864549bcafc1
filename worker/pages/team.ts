import { TeamMemberSchema } from '../../src/shared/content/schemas/data'
import { listDataItems } from '../db/queries/data-items'
import { definePage } from './define-page'
import { listingRedirect, loadLandingIntro } from './landing-intro'

/** Route 'team': the core team, then the ecosystem maintainers (source order in each). */
export const teamPage = definePage('team', async ({ path, url, db, locale }) => {
  const moved = listingRedirect(path, url)
  if (moved) return moved
  const [intro, people] = await Promise.all([
    loadLandingIntro(db, path, locale),
    listDataItems(db, 'team', TeamMemberSchema, locale),
  ])
  return {
    route: 'team',
    ...intro,
    core: people.filter((person) => person.group === 'core'),
    ecosystem: people.filter((person) => person.group === 'ecosystem'),
  }
})
