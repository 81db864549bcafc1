import type { ReactNode } from 'react'
import { ACCENT_CLASSES, CALLOUT_CLASSES, type ContentColor } from './colors'
import { linkAttrs } from './link-attrs'
import { splitSlots } from './slots'

/** The callout kinds: one MDC component each (`::note`, `::tip`...), plus generic `::callout`. */
export const CALLOUT_KINDS = {
  note: { color: 'info', icon: 'i-lucide-info' },
  tip: { color: 'primary', icon: 'i-lucide-lightbulb' },
  warning: { color: 'warning', icon: 'i-lucide-triangle-alert' },
  important: { color: 'important', icon: 'i-lucide-circle-alert' },
  caution: { color: 'error', icon: 'i-lucide-octagon-alert' },
  callout: { color: 'neutral', icon: undefined },
} as const satisfies Record<string, { color: ContentColor; icon?: string }>

/** One of the callout kinds. */
export type CalloutKind = keyof typeof CALLOUT_KINDS

/** Props of {@link Callout}; `kind` is set by the registry, the others by the author. */
export interface CalloutProps {
  kind?: CalloutKind
  /** Icon class (`i-lucide-rocket`); defaults to the kind's icon. */
  icon?: string
  /** Colour; defaults to the kind's colour. */
  color?: ContentColor
  /** Makes the whole callout a link. */
  to?: string
  children?: ReactNode
}

/** A highlighted aside; the optional `#title` slot renders as a bold first line. */
export function Callout({ kind = 'callout', icon, color, to, children }: CalloutProps) {
  const preset = CALLOUT_KINDS[kind] ?? CALLOUT_KINDS.callout
  const tone = color ?? preset.color
  const iconClass = icon ?? preset.icon
  const { slots, rest } = splitSlots(children)
  return (
    <div
      className={`callout relative my-5 flex gap-3 rounded-md border px-4 py-3 text-sm/6 ${CALLOUT_CLASSES[tone]}`}
      data-callout={kind}
    >
      {iconClass && (
        <span
          className={`${iconClass} mt-0.5 size-5 shrink-0 ${ACCENT_CLASSES[tone]}`}
          aria-hidden="true"
        />
      )}
      <div className="min-w-0 flex-1 [&>:first-child]:mt-0 [&>:last-child]:mb-0">
        {slots.title && <p className="mb-1 font-semibold">{slots.title}</p>}
        {rest}
      </div>
      {to && (
        <a
          {...linkAttrs(to)}
          className={`shrink-0 self-start after:absolute after:inset-0 after:content-[''] ${ACCENT_CLASSES[tone]}`}
          aria-label="Open link"
        >
          <span className="i-lucide-arrow-up-right block size-4" aria-hidden="true" />
        </a>
      )}
    </div>
  )
}
