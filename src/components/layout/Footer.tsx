import type { Messages } from '../../shared/i18n'
import { SITE } from '../../shared/site'

/** The site footer: copyright with the current year, MIT License link, ICP filing notice. */
export function Footer({ t, year }: { t: Messages; year: number }) {
  return (
    <footer className="border-t border-slate-200 py-8 text-sm text-slate-500 dark:border-slate-800">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 sm:px-6">
        <p>
          © {year} {SITE.name} ·{' '}
          <a className="underline" href={`https://github.com/${SITE.github.owner}/${SITE.github.repo}/blob/main/LICENSE`} target="_blank" rel="noopener noreferrer">
            {t['footer.license']}
          </a>
        </p>
        <a href={SITE.icp.href} target="_blank" rel="noopener noreferrer">{SITE.icp.text}</a>
      </div>
    </footer>
  )
}
