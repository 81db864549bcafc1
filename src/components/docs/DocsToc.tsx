import type { TocLink } from '../../shared/content/types'

/** 'On this page': h2 links with nested h3; the boot script marks the heading in view. */
export function DocsToc({ toc, title }: { toc: TocLink[]; title: string }) {
  if (!toc.length) return null
  return (
    <nav className="hidden text-sm xl:block" aria-label={title} data-toc="">
      <div className="sticky top-20">
        <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
        <ul className="mt-3 space-y-2">
          {toc.map((link) => (
            <li key={link.id}>
              <a
                className="toc-link text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                href={`#${link.id}`}
                data-toc-id={link.id}
              >
                {link.text}
              </a>
              {link.children?.length ? (
                <ul className="mt-2 space-y-2 pl-3">
                  {link.children.map((child) => (
                    <li key={child.id}>
                      <a
                        className="toc-link text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                        href={`#${child.id}`}
                        data-toc-id={child.id}
                      >
                        {child.text}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
