import { useId, type ReactNode } from 'react'

/** One tab: its label (also the sync key of code groups), optional icon and panel content. */
export interface TabbedPanel {
  label: string
  icon?: string
  content: ReactNode
}

/** Props of {@link TabbedPanels}. */
export interface TabbedPanelsProps {
  /** `code-group` tabs sync across the page by label; `tabs` are independent. */
  kind: 'code-group' | 'tabs'
  panels: TabbedPanel[]
}

const TAB_CLASS =
  'inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-sm font-medium text-slate-600 hover:text-slate-900 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm dark:text-slate-400 dark:hover:text-white dark:aria-selected:bg-slate-800 dark:aria-selected:text-white'

/**
 * Accessible tabs rendered fully in HTML: every panel is present, the first one visible, the
 * others `hidden`. `installContentBehaviours` (src/client) switches them on click and arrows.
 */
export function TabbedPanels({ kind, panels }: TabbedPanelsProps) {
  // React's ids (`_R_0_`) start with `_`; an HTML id must begin with a letter
  const id = `tabs${useId().replace(/[^A-Za-z0-9-]/g, '')}`
  const data = kind === 'code-group' ? 'data-code-group' : 'data-tabs'
  return (
    <div
      className={`${kind} my-5 overflow-hidden rounded-md border border-slate-200 dark:border-slate-800`}
      {...{ [data]: '' }}
    >
      <div
        role="tablist"
        className="flex gap-1 overflow-x-auto border-b border-slate-200 bg-slate-50 p-1.5 dark:border-slate-800 dark:bg-slate-900"
      >
        {panels.map((panel, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === 0}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === 0 ? 0 : -1}
            className={TAB_CLASS}
            {...{ [`${data}-tab`]: panel.label }}
          >
            {panel.icon && <span className={`${panel.icon} size-4`} aria-hidden="true" />}
            {panel.label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== 0}
          className={kind === 'tabs' ? 'p-4 [&>:first-child]:mt-0 [&>:last-child]:mb-0' : undefined}
        >
          {panel.content}
        </div>
      ))}
    </div>
  )
}
