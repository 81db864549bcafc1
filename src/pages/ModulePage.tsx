import { Avatar } from '../components/ui/Avatar'
import { localizeCompiledHtml } from '../shared/i18n/compiled-labels'
import { useLocale, useLocalePath } from '../components/locale-context'
import { categoryLabelKey } from '../shared/modules/categories'
import { Island } from '../components/Island'
import { ModuleBadges } from '../components/modules/ModuleBadges'
import { ModuleIcon } from '../components/modules/ModuleIcon'
import { ServerIsland } from '../components/ServerIsland'
import CopyInstallButton, { COPY_INSTALL_LABEL_KEYS } from '../islands/CopyInstallButton'
import type { Messages } from '../shared/i18n'
import { pickMessages } from '../shared/i18n/pick'
import { withModuleQuery } from '../shared/modules/filter'
import type { ModulePageData } from '../shared/page-data'

const LINK =
  'flex items-center gap-2 text-sm text-slate-600 hover:text-green-600 dark:text-slate-300'

/**
 * One module: breadcrumb (Modules › category › npm name), icon, badges, stats (a server island:
 * `module-stats`), install command,
 * README (compiled at build, relative links pointing at the repository), and an aside with
 * links, maintainers and the compatibility notice.
 */
export function ModulePage({ data, t }: { data: ModulePageData; t: Messages }) {
  const to = useLocalePath()
  const { module } = data
  const links = [
    {
      label: t['modules.documentation'],
      href: module.website ?? `https://github.com/${module.repo}#readme`,
      icon: 'i-lucide-book-open',
    },
    {
      label: t['modules.repository'],
      href: `https://github.com/${module.repo}`,
      icon: 'i-simple-icons-github',
    },
    {
      label: t['modules.npm'],
      href: `https://www.npmjs.com/package/${module.npm}`,
      icon: 'i-simple-icons-npm',
    },
  ]
  return (
    <div
      className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem]"
      data-module-page={module.name}
    >
      <article className="min-w-0">
        <nav
          aria-label={t['modules.breadcrumb']}
          className="mb-6 text-sm text-slate-500 dark:text-slate-400"
        >
          <ol className="flex flex-wrap items-center gap-1.5" data-breadcrumb="">
            <li className="after:ml-1.5 after:content-['›']">
              <a className="hover:text-green-600" href={to('/modules')}>
                {t['modules.title']}
              </a>
            </li>
            <li className="after:ml-1.5 after:content-['›']">
              <a
                className="hover:text-green-600"
                href={to(`/modules${withModuleQuery('', { q: '', category: module.category })}`)}
              >
                {t[categoryLabelKey(module.category)]}
              </a>
            </li>
            <li aria-current="page" className="text-slate-700 dark:text-slate-300">
              {module.npm}
            </li>
          </ol>
        </nav>
        <header className="flex flex-wrap items-start gap-4">
          <ModuleIcon icon={module.icon} size="size-14" />
          <div className="min-w-0 flex-1">
            <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
              {module.npm}
              <ModuleBadges
                sponsor={module.sponsor}
                official={module.type === 'official'}
                labels={t}
              />
            </h1>
            <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{module.description}</p>
            <div className="mt-4 flex flex-wrap items-center gap-4">
              {/* live stats come from the islands endpoint: no stats code in the bundle */}
              <ServerIsland islandKey="module-stats" props={{ name: module.name }}>
                <span
                  className="inline-block h-4 w-56 animate-pulse rounded bg-slate-200 dark:bg-slate-800"
                  data-stats-placeholder=""
                >
                  <span className="sr-only">{t['modules.statsLoading']}</span>
                </span>
              </ServerIsland>
              <Island
                name="CopyInstallButton"
                component={CopyInstallButton}
                props={{
                  npm: module.npm,
                  showLabel: true,
                  labels: pickMessages(t, COPY_INSTALL_LABEL_KEYS),
                }}
              />
            </div>
          </div>
        </header>
        <p
          className="mt-6 flex items-center gap-2 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
          data-compatibility=""
        >
          <span className="i-lucide-circle-check size-4 shrink-0" aria-hidden="true" />
          {t['modules.compatibility'].replace('{range}', module.compatibility.aster)}
        </p>
        <section
          aria-label={t['modules.readme']}
          className="prose mt-8"
          data-module-readme=""
          dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(module.readme, t, useLocale()) }}
        />
      </article>
      <aside className="flex flex-col gap-8 lg:sticky lg:top-24 lg:self-start">
        <section>
          <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {t['modules.links']}
          </h2>
          <ul className="mt-3 flex flex-col gap-2" data-module-links="">
            {links.map((link) => (
              <li key={link.label}>
                <a className={LINK} href={link.href} target="_blank" rel="noopener noreferrer">
                  <span className={`${link.icon} size-4`} aria-hidden="true" />
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {t['modules.maintainers']}
          </h2>
          <ul className="mt-3 flex flex-col gap-3" data-module-maintainers="">
            {module.maintainers.map((maintainer) => (
              <li key={maintainer.github}>
                <a
                  className={LINK}
                  href={`https://github.com/${encodeURIComponent(maintainer.github)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Avatar name={maintainer.name} src={maintainer.avatar} size={28} />
                  <span>
                    {maintainer.name}{' '}
                    <span className="text-slate-500 dark:text-slate-400">@{maintainer.github}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  )
}
