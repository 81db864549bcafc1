import type { TocLink } from '../../shared/content/types'

/** The list and link styles per depth: h2 links, then the h3 links nested under them. */
const LEVELS = [
  {
    list: 'mt-3 space-y-2',
    link: 'toc-link text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
  },
  {
    list: 'mt-2 space-y-2 pl-3',
    link: 'toc-link text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
  },
]

/** A TOC level: its links, each with the next level nested (h2, then h3). */
export function TocList({ links, depth }: { links: TocLink[]; depth: number }) {
  const level = LEVELS[depth]!
  return (
    <ul className={level.list}>
      {links.map((link) => (
        <li key={link.id}>
          <a className={level.link} href={`#${link.id}`} data-toc-id={link.id}>
            {link.text}
          </a>
          {link.children?.length && depth + 1 < LEVELS.length ? (
            <TocList links={link.children} depth={depth + 1} />
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** 'On this page': h2 links with nested h3; the boot script marks the heading in view. */
export function DocsToc({ toc, title }: { toc: TocLink[]; title: string }) {
  if (!toc.length) return null
  return (
    <nav className="hidden text-sm xl:block" aria-label={title} data-toc="">
      <div className="sticky top-20">
        <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
        <TocList links={toc} depth={0} />
      </div>
    </nav>
  )
}
