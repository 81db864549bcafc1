import type { AgencySummary } from '../../shared/enterprise/agencies'
import { useLocalePath } from '../locale-context'

/** A small list of tags (services, regions). */
export function Tags({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          {item}
        </li>
      ))}
    </ul>
  )
}

/** The logo of an agency or sponsor (decorative: the name is next to it), or its initial. */
export function Logo({ src, name, size }: { src?: string; name: string; size: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      className={`${size} shrink-0 rounded-lg`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-lg bg-green-600 font-bold text-white`}
    >
      {name.slice(0, 1)}
    </span>
  )
}

/** An agency in the directory: logo, name, location, regions and services; links to its page. */
export function AgencyCard({
  agency,
  labels,
}: {
  agency: AgencySummary
  labels: { services: string; regions: string }
}) {
  return (
    <li data-agency={agency.path}>
      <a
        href={useLocalePath()(agency.path)}
        className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 p-5 hover:border-green-500 dark:border-slate-800 dark:hover:border-green-500"
      >
        <span className="flex items-center gap-3">
          <Logo src={agency.logo} name={agency.title} size="size-12" />
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900 dark:text-white">
              {agency.title}
            </span>
            <span className="flex items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
              <span className="i-lucide-map-pin size-3.5" aria-hidden="true" />
              {agency.location}
            </span>
          </span>
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{agency.description}</span>
        <Tags items={agency.services} label={labels.services} />
        <Tags items={agency.regions} label={labels.regions} />
      </a>
    </li>
  )
}
