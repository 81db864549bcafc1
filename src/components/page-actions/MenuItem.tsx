import type { ReactNode } from 'react'
import type { ActionLink } from './action-links'

/** The look of a menu item: icon, label and hint on two lines, one focus outline inside. */
const ITEM =
  'flex w-full items-start gap-3 rounded-md px-2.5 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-offset-[-2px] dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800'

function ItemBody({ icon, label, hint }: { icon: string; label: string; hint: string }) {
  return (
    <>
      <span className={`${icon} mt-0.5 size-4 shrink-0`} aria-hidden="true" />
      <span className="flex flex-col">
        <span className="font-medium">{label}</span>
        <span className="text-xs text-slate-500 dark:text-slate-400">{hint}</span>
      </span>
    </>
  )
}

/** A menu item that acts (copy): a button, out of the tab order (the menu's arrows move focus). */
export function MenuButton({
  action,
  icon,
  label,
  hint,
  onSelect,
}: {
  action: string
  icon: string
  label: string
  hint: string
  onSelect: () => void
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      data-page-action={action}
      className={ITEM}
      onClick={onSelect}
    >
      <ItemBody icon={icon} label={label} hint={hint} />
    </button>
  )
}

/** A menu item that leads somewhere: a real link (middle click and copy-link work). */
export function MenuLink({
  link,
  onSelect,
}: {
  link: ActionLink
  onSelect: () => void
}): ReactNode {
  return (
    <a
      role="menuitem"
      tabIndex={-1}
      href={link.href}
      data-page-action={link.key}
      {...(link.newTab
        ? { target: '_blank', rel: 'noopener noreferrer', 'data-external': '' }
        : {})}
      className={ITEM}
      onClick={onSelect}
    >
      <ItemBody icon={link.icon} label={link.label} hint={link.hint} />
    </a>
  )
}
