import { useEffect, useRef, type MouseEvent } from 'react'
import type { PaletteGroup, PaletteItem } from './palette-items'

interface PaletteListProps {
  listId: string
  groups: PaletteGroup[]
  /** Index of the active item in the flattened list. */
  active: number
  optionId: (index: number) => string
  onHover: (index: number) => void
  onActivate: (item: PaletteItem, event?: MouseEvent) => void
}

const ROW =
  'flex w-full items-start gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-700 aria-selected:bg-slate-100 dark:text-slate-200 dark:aria-selected:bg-slate-800'

/** The grouped results: a listbox whose options are links (Enter and clicks go through the router) or the Ask AI action. */
export function PaletteList({
  listId,
  groups,
  active,
  optionId,
  onHover,
  onActivate,
}: PaletteListProps) {
  const listRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    listRef.current
      ?.querySelector(`#${CSS.escape(optionId(active))}`)
      ?.scrollIntoView({ block: 'nearest' })
  }, [active, optionId])
  let index = -1
  return (
    <div
      ref={listRef}
      id={listId}
      role="listbox"
      className="max-h-[min(60vh,32rem)] overflow-y-auto overscroll-contain p-2 max-sm:max-h-none max-sm:flex-1"
      data-search-results=""
    >
      {groups.map((group) => (
        <div
          key={group.id}
          role="group"
          aria-labelledby={`${listId}-${group.id}`}
          data-search-group={group.id}
        >
          <div
            id={`${listId}-${group.id}`}
            className="px-3 pb-1 pt-3 text-xs font-semibold text-slate-500 dark:text-slate-400"
          >
            {group.label}
          </div>
          {group.items.map((item) => {
            const position = ++index
            const common = {
              id: optionId(position),
              role: 'option' as const,
              'aria-selected': position === active,
              tabIndex: -1,
              className: ROW,
              'data-search-item': item.id,
              onMouseMove: () => position !== active && onHover(position),
            }
            const body = (
              <>
                <span
                  className={`${item.icon ?? 'i-lucide-file-text'} mt-0.5 size-4 shrink-0 text-slate-400`}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-medium">{item.label}</span>
                    {item.kind === 'link' && item.badge ? (
                      <span
                        className="shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300"
                        data-search-badge=""
                      >
                        {item.badge}
                      </span>
                    ) : null}
                  </span>
                  {item.kind === 'link' && item.description ? (
                    <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                      {item.description}
                    </span>
                  ) : null}
                  {item.kind === 'link' && item.snippetHtml ? (
                    <span
                      className="mt-0.5 text-xs text-slate-600 line-clamp-2 dark:text-slate-400 [&_mark]:bg-green-100 [&_mark]:text-green-800 dark:[&_mark]:bg-green-900 dark:[&_mark]:text-green-200"
                      dangerouslySetInnerHTML={{ __html: item.snippetHtml }}
                    />
                  ) : null}
                </span>
              </>
            )
            if (item.kind === 'ai') {
              return (
                <button key={item.id} type="button" {...common} onClick={() => onActivate(item)}>
                  {body}
                </button>
              )
            }
            return (
              <a
                key={item.id}
                {...common}
                href={item.href}
                target={item.external ? '_blank' : undefined}
                rel={item.external ? 'noopener noreferrer' : undefined}
                data-external={item.external ? '' : undefined}
                onClick={(event) => onActivate(item, event)}
              >
                {body}
              </a>
            )
          })}
        </div>
      ))}
    </div>
  )
}
