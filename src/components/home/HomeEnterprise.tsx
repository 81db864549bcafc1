import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import { HomeLink } from './HomeLink'

/** The enterprise support teaser: a dark band with its heading, text and links. */
export function HomeEnterprise({ section }: { section: HomeFrontmatter['enterprise'] }) {
  return (
    <section
      className="px-4 py-10 sm:px-6"
      aria-labelledby="home-enterprise"
      data-home="enterprise"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-2xl bg-slate-900 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between dark:bg-slate-800/60">
        <div className="max-w-2xl">
          <h2 id="home-enterprise" className="text-3xl font-bold tracking-tight text-white">
            {section.title}
          </h2>
          {section.description ? (
            <p className="mt-3 text-lg text-slate-300">{section.description}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          {section.links.map((link, index) => (
            <HomeLink key={link.to} link={link} variant={index === 0 ? 'primary' : 'secondary'} />
          ))}
        </div>
      </div>
    </section>
  )
}
