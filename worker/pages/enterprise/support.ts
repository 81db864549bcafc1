import * as v from 'valibot'
import { supportOfferEntries } from '../../../src/shared/content/schemas/support'
import { malformedRow } from '../../db/row-check'
import { definePage } from '../define-page'
import { baseOf, canonicalRedirect, loadIntro } from './intro'

const PATH = '/enterprise/support'
/** The support page's offer (plans, comparison, FAQ); the enterprise hub shows its plans too. */
export const SupportMetaSchema = v.looseObject(supportOfferEntries())

/** Route 'support': the support page's introduction, plans, comparison table and FAQ. */
export const supportPage = definePage('support', async ({ path, url, db, locale }) => {
  const moved = canonicalRedirect(path, PATH, url)
  if (moved) return moved
  const intro = await loadIntro(db, 'support', PATH, locale)
  const meta = v.safeParse(SupportMetaSchema, intro.meta)
  if (!meta.success) throw malformedRow(`support${PATH}`, meta.issues[0].message)
  return { route: 'support', ...baseOf(intro, PATH, locale), ...meta.output }
})
