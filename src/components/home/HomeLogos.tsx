import type { HomeFrontmatter } from '../../shared/content/schemas/home'

/** The height the wordmarks are drawn at (content/public/assets/logos/*.svg). */
const WORDMARK_HEIGHT = 32

/**
 * 'Trusted by': company marks in a muted row: each company's wordmark (an image of its name,
 * the name as its alt), or its icon and name where it has none.
 */
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
            {logo.wordmark ? (
              // the name drawn in the company's mark, as a "trusted by" row shows it in any language
              <img
                src={logo.wordmark.src}
                alt={logo.name}
                width={logo.wordmark.width}
                height={WORDMARK_HEIGHT}
                loading="lazy"
                decoding="async"
                className="h-7 w-auto dark:brightness-150"
              />
            ) : (
              <>
                <span className={`${logo.icon} size-5`} aria-hidden="true" />
                {logo.name}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
