/**
 * A figure's weekly counts as small bars, oldest week first (server-rendered, no script); its
 * label reads the values out for screen readers.
 */
export function TrendBars({
  name,
  weeks,
  label,
}: {
  name: string
  weeks: number[]
  label: string
}) {
  const top = Math.max(1, ...weeks)
  return (
    <span
      role="img"
      aria-label={label}
      className="flex h-8 items-end gap-0.5 sm:h-10 sm:gap-1"
      data-trend={name}
    >
      {weeks.map((count, index) => (
        <span
          key={index}
          className={`flex-1 rounded-sm ${count ? 'bg-green-600 dark:bg-green-500' : 'bg-slate-200 dark:bg-slate-700'}`}
          style={{ height: `${count ? Math.max(12, (count / top) * 100) : 8}%` }}
          data-week=""
          data-count={count}
        />
      ))}
    </span>
  )
}
