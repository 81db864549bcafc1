import type { HomeFrontmatter } from '../../shared/content/schemas/home'

/** 'Trusted by': company marks (icon and name) in a muted row. */
export function HomeLogos({ logos }: { logos: HomeFrontmatter['logos'] }) {
  return (
    <section
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
      aria-labelledby="home-logos"
      data-home="logos"
    >
      <h2
        id="home-logos"
        className="text-center text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400"
      >
        {logos.title}
      </h2>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-8 gap-y-4">
        {logos.items.map((logo) => (
          <li
            key={logo.name}
            translate="no"
            className="flex items-center gap-2 text-base font-semibold text-slate-500 dark:text-slate-400"
          >
            <span className={`${logo.icon} size-5`} aria-hidden="true" />
            {logo.name}
          </li>
        ))}
      </ul>
    </section>
  )
}
