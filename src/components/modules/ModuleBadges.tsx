/** 'Sponsor' and 'Official' badges of a module (cards and module page). */
export function ModuleBadges({
  sponsor,
  official,
  labels,
}: {
  sponsor: boolean
  official: boolean
  labels: { sponsor: string; official: string }
}) {
  if (!sponsor && !official) return null
  return (
    <span className="inline-flex gap-1">
      {sponsor ? (
        <span
          className="rounded-full bg-violet-100 px-2 py-0.5 text-[11px] font-medium text-violet-700 dark:bg-violet-950 dark:text-violet-300"
          data-badge="sponsor"
        >
          {labels.sponsor}
        </span>
      ) : null}
      {official ? (
        <span
          className="rounded-full bg-green-100 px-2 py-0.5 text-[11px] font-medium text-green-700 dark:bg-green-950 dark:text-green-300"
          data-badge="official"
        >
          {labels.official}
        </span>
      ) : null}
    </span>
  )
}
