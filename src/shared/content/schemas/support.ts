import * as v from 'valibot'
import { PageFrontmatterSchema } from './page'

const Text = v.pipe(v.string(), v.minLength(1))

/** One support plan (a column of the 'Pricing plan comparison' table). */
export const SupportPlanSchema = v.strictObject({
  /** Plan name, e.g. `Business`. */
  name: Text,
  /** Price line as shown, e.g. `from €2,400 / month`. */
  price: Text,
  /** One sentence: who the plan is for. */
  description: Text,
  /** Shown highlighted as the usual choice. */
  featured: v.optional(v.boolean(), false),
})

/** One row of the comparison table: a feature and what each plan gets, in plan order. */
export const SupportFeatureSchema = v.strictObject({
  /** The feature, e.g. `First response time`. */
  name: Text,
  /**
   * One value per plan, in the order of `plans`: `true` (included), `false` (not included) or a
   * short text (`4 business hours`).
   */
  values: v.array(v.union([v.boolean(), Text])),
})

/** One question of the support FAQ. */
export const SupportFaqSchema = v.strictObject({
  question: Text,
  /** Plain text; paragraphs separated by a blank line. */
  answer: Text,
})

/** The offer's fields (also read back from the row's `meta` by the support loader). */
export function supportOfferEntries() {
  return {
    /** The plans offered, in the order of the table's columns. */
    plans: v.optional(v.array(SupportPlanSchema), []),
    /** The comparison table's rows. */
    features: v.optional(v.array(SupportFeatureSchema), []),
    /** Questions and answers under the offer. */
    faq: v.optional(v.array(SupportFaqSchema), []),
  }
}

/**
 * Support page frontmatter (`content/enterprise/support/index.md`): the offer (plans and the
 * comparison of their features) and the FAQ; the body is the introduction. A feature row with a
 * value count different from the plan count is refused, so the table never loses a column.
 */
export const SupportFrontmatterSchema = v.pipe(
  v.looseObject({ ...PageFrontmatterSchema.entries, ...supportOfferEntries() }),
  v.check(
    (page) => page.features.every((row) => row.values.length === page.plans.length),
    '"features": every row needs one value per plan, in the order of "plans"'
  )
)

export type SupportFrontmatter = v.InferOutput<typeof SupportFrontmatterSchema>
export type SupportPlan = v.InferOutput<typeof SupportPlanSchema>
export type SupportFeature = v.InferOutput<typeof SupportFeatureSchema>
export type SupportFaq = v.InferOutput<typeof SupportFaqSchema>
