import { localizeCompiledHtml } from '../../shared/i18n/compiled-labels'
import { useLocale, useLocalePath } from '../locale-context'
import type { Messages } from '../../shared/i18n'
import { PageTitle } from '../layout/PageTitle'

/** The compiled markdown of an enterprise page (built and sanitized at build time). */
export function Prose({
  html,
  t,
  className = '',
}: {
  html: string
  t: Messages
  className?: string
}) {
  return html.trim() ? (
    <div
      className={`prose ${className}`}
      dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(html, t, useLocale()) }}
    />
  ) : null
}

/** Title and description of an enterprise page, with the way back to /enterprise above them. */
export function EnterpriseHeading({
  title,
  description,
  t,
  back = { href: '/enterprise', label: t['enterprise.sections'] },
  logo,
}: {
  title: string
  description: string
  t: Messages
  back?: { href: string; label: string }
  /** Shown beside the title (an agency's logo). */
  logo?: React.ReactNode
}) {
  return (
    <header>
      <a
        href={useLocalePath()(back.href)}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-green-700 hover:underline dark:text-green-400"
      >
        <span className="i-lucide-arrow-left size-4" aria-hidden="true" />
        {back.label}
      </a>
      <div className="flex items-start gap-5">
        {logo}
        <div className="min-w-0">
          <PageTitle title={title} description={description} size="content" />
        </div>
      </div>
    </header>
  )
}
