import { DesignKitSchema } from '../../src/shared/content/schemas/data'
import { listDataItems } from '../db/queries/data-items'
import { definePage } from './define-page'
import { listingRedirect, loadLandingIntro } from './landing-intro'

/** Route 'design-kit': the logos (logo, icon, wordmark) with their files, then the colours. */
export const designKitPage = definePage('design-kit', async ({ path, url, db, locale }) => {
  const moved = listingRedirect(path, url)
  if (moved) return moved
  const [intro, assets] = await Promise.all([
    loadLandingIntro(db, path, locale),
    listDataItems(db, 'designKit', DesignKitSchema, locale),
  ])
  return {
    route: 'design-kit',
    ...intro,
    logos: assets.filter((asset) => asset.kind !== 'colour'),
    colours: assets.filter((asset) => asset.kind === 'colour' && asset.value !== undefined),
  }
})
