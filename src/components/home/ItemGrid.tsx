import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import { HomeSection } from './HomeSection'
import { useLocalePath } from '../locale-context'

type Grid = HomeFrontmatter['features']

/**
 * A home section of items (icon, title, text, link): the feature grid and the foundation
 * (the tools the framework is built on). Each item is a card; a linked one is a whole link.
 */
export function ItemGrid({ grid, id, columns }: { grid: Grid; id: string; columns: 3 | 4 }) {
  const to = useLocalePath()
  return (
    <HomeSection name={id.slice(5)} section={grid} center>
      <ul
        className={`mt-12 grid gap-6 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
      >
        {grid.items.map((item) => {
          const external = item.to && /^https?:/.test(item.to)
          const inner = (
            <>
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-green-50 dark:bg-green-950">
                <span
                  className={`${item.icon} size-5 text-green-700 dark:text-green-400`}
                  aria-hidden="true"
                />
              </span>
              <span className="mt-4 block font-semibold text-slate-900 dark:text-white">
                {item.title}
              </span>
              <span className="mt-2 block text-sm text-slate-600 dark:text-slate-400">
                {item.description}
              </span>
            </>
          )
          const card =
            'block h-full rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950'
          return (
            <li key={item.title}>
              {item.to ? (
                <a
                  href={to(item.to)}
                  className={`${card} hover:border-green-500 dark:hover:border-green-500`}
                  {...(external
                    ? { target: '_blank', rel: 'noopener noreferrer', 'data-external': '' }
                    : {})}
                >
                  {inner}
                </a>
              ) : (
                <div className={card}>{inner}</div>
              )}
            </li>
          )
        })}
      </ul>
    </HomeSection>
  )
}
