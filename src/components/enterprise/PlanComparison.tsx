import type { SupportFeature, SupportPlan } from '../../shared/content/schemas/support'
import type { Messages } from '../../shared/i18n'

/** A comparison cell: a check, a dash, or the plan's text for the feature. */
function Cell({ value, t }: { value: boolean | string; t: Messages }) {
  if (typeof value === 'string') return <>{value}</>
  return value ? (
    <span
      className="i-lucide-check inline-block size-5 text-green-600"
      role="img"
      aria-label={t['enterprise.included']}
    />
  ) : (
    <span
      className="i-lucide-minus inline-block size-5 text-slate-400"
      role="img"
      aria-label={t['enterprise.notIncluded']}
    />
  )
}

/** The support plans as cards, under their heading: the first thing the support page offers. */
export function PlanCards({ plans, t }: { plans: SupportPlan[]; t: Messages }) {
  return (
    <section aria-labelledby="plans" className="mt-10">
      <h2
        id="plans"
        className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400"
      >
        {t['enterprise.plans']}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3" data-plans="">
        {plans.map((plan) => (
          <li
            key={plan.name}
            className={`rounded-lg border p-5 ${plan.featured ? 'border-green-600 ring-1 ring-green-600' : 'border-slate-200 dark:border-slate-800'}`}
          >
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{plan.name}</h3>
            <p className="mt-1 text-sm font-medium text-green-700 dark:text-green-400">
              {plan.price}
            </p>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The 'Pricing plan comparison' table: each feature with its value in every plan. */
export function PlanComparison({
  plans,
  features,
  t,
}: {
  plans: SupportPlan[]
  features: SupportFeature[]
  t: Messages
}) {
  return (
    <section aria-label={t['ui.pricingComparison']} className="mt-14">
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[36rem] text-left text-sm" data-comparison="">
          <caption className="px-4 pt-4 text-left text-base font-semibold text-slate-900 dark:text-white">
            {t['ui.pricingComparison']}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className="px-4 py-3 font-medium text-slate-500 dark:text-slate-400">
                {t['enterprise.feature']}
              </th>
              {plans.map((plan) => (
                <th
                  key={plan.name}
                  scope="col"
                  className="px-4 py-3 font-semibold text-slate-900 dark:text-white"
                >
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {features.map((feature) => (
              <tr
                key={feature.name}
                className="border-b border-slate-100 last:border-0 dark:border-slate-800/60"
              >
                <th
                  scope="row"
                  className="px-4 py-3 font-normal text-slate-700 dark:text-slate-300"
                >
                  {feature.name}
                </th>
                {feature.values.map((value, index) => (
                  <td key={index} className="px-4 py-3 text-slate-700 dark:text-slate-300">
                    <Cell value={value} t={t} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
