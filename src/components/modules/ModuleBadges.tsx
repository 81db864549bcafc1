import type { Labels } from '../../shared/i18n/pick'

const BADGES = [
  {
    kind: 'sponsor',
    label: 'modules.sponsor',
    className:
      'rounded-full bg-violet-100 px-2 py-0.5 text-[11px] font-medium text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  },
  {
    kind: 'official',
    label: 'modules.official',
    className:
      'rounded-full bg-green-100 px-2 py-0.5 text-[11px] font-medium text-green-700 dark:bg-green-950 dark:text-green-300',
  },
] as const

/** 'Sponsor' and 'Official' badges of a module (cards and module page). */
export function ModuleBadges(props: {
  sponsor: boolean
  official: boolean
  labels: Labels<(typeof BADGES)[number]['label']>
}) {
  const shown = BADGES.filter((badge) => props[badge.kind])
  if (!shown.length) return null
  return (
    <span className="inline-flex gap-1">
      {shown.map((badge) => (
        <span key={badge.kind} className={badge.className} data-badge={badge.kind}>
          {props.labels[badge.label]}
        </span>
      ))}
    </span>
  )
}
