import type { HubCard } from '../../shared/enterprise/page-data'
import type { Messages } from '../../shared/i18n'
import { fillTemplate } from '../../shared/i18n/format'
import { useLocalePath } from '../locale-context'

/** The picture of a card: the section's logos, its lines (plans, positions) or its icon. */
function Picture({ card }: { card: HubCard }) {
  if (card.logos.length)
    return (
      <ul className="grid h-full grid-cols-3 place-items-center gap-3">
        {card.logos.map((logo) => (
          <li key={logo.src}>
            <img
              src={logo.src}
              alt={logo.name}
              title={logo.name}
              width={44}
              height={44}
              loading="lazy"
              className="size-11 rounded-lg bg-white shadow-sm"
            />
          </li>
        ))}
      </ul>
    )
  if (card.lines.length)
    return (
      <ul className="flex h-full flex-col justify-center gap-1.5">
        {card.lines.map((line) => (
          <li
            key={`${line.label}/${line.detail}`}
            className={`flex items-center justify-between gap-3 rounded-md px-2.5 py-1.5 text-xs shadow-sm ${line.strong ? 'bg-green-700 text-white' : 'bg-white text-slate-700 dark:bg-slate-800 dark:text-slate-200'}`}
          >
            <span className="truncate font-medium">{line.label}</span>
            <span
              className={`shrink-0 ${line.strong ? 'text-green-100' : 'text-slate-500 dark:text-slate-400'}`}
            >
              {line.detail}
            </span>
          </li>
        ))}
      </ul>
    )
  return (
    <span className="flex h-full items-center justify-center" aria-hidden="true">
      <span
        className={`${card.icon ?? 'i-lucide-building'} size-14 text-green-700 dark:text-green-400`}
      />
    </span>
  )
}

/** One card of the enterprise hub: a picture of the section's content, its name, text and figure. */
export function SectionCard({ card, t }: { card: HubCard; t: Messages }) {
  return (
    <a
      href={useLocalePath()(card.to)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white hover:border-green-500 dark:border-slate-800 dark:bg-slate-900"
      data-enterprise-card=""
    >
      <div
        className="h-40 border-b border-slate-200 bg-gradient-to-br from-green-50 via-white to-emerald-100 p-4 dark:border-slate-800 dark:from-green-950/50 dark:via-slate-900 dark:to-emerald-950/40"
        data-card-picture=""
      >
        <Picture card={card} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          {card.icon ? (
            <span
              className={`${card.icon} size-5 text-green-700 dark:text-green-400`}
              aria-hidden="true"
            />
          ) : null}
          {card.title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{card.description}</p>
        {card.kind !== 'other' ? (
          <p
            className="mt-auto flex items-center justify-between pt-3 text-sm font-medium text-green-700 dark:text-green-400"
            data-card-figure=""
          >
            {fillTemplate(t[`enterprise.hub.count.${card.kind}`], { count: card.count })}
            <span
              className="i-lucide-arrow-right size-4 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </p>
        ) : null}
      </div>
    </a>
  )
}
