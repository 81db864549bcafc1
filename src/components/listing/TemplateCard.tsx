import type { Template } from '../../shared/collection-pages'
import type { Messages } from '../../shared/i18n'
import { fillTemplate } from '../../shared/i18n/format'
import { ExternalLink } from '../ui/ExternalLink'
import { BADGE_COLOURS, CARD, CARD_LINK, PILL, SHOT } from './card-styles'

/** One template: screenshot, name, badge, description, links to its demo, source and store. */
export function TemplateCard({
  template,
  t,
  lazy,
}: {
  template: Template
  t: Messages
  lazy: boolean
}) {
  const { name, badge, featured, demo, repo, purchase } = template
  return (
    <article className={CARD} data-template={template.slug}>
      <img
        src={template.screenshotUrl}
        alt={fillTemplate(t['templates.screenshot'], { name })}
        width={640}
        height={400}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        className={SHOT}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="mr-auto text-lg font-semibold text-slate-900 dark:text-white">{name}</h3>
          {featured ? (
            <span
              className={`${PILL} bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300`}
            >
              {t['templates.featured']}
            </span>
          ) : null}
          {badge ? (
            <span className={`${PILL} ${BADGE_COLOURS[badge]}`} data-badge={badge}>
              {t[`badge.${badge}`]}
            </span>
          ) : null}
        </div>
        <p className="flex-1 text-sm text-slate-600 dark:text-slate-400">{template.description}</p>
        <div className="flex flex-wrap gap-4 border-t border-slate-100 pt-3 dark:border-slate-800">
          {demo ? (
            <ExternalLink href={demo} className={CARD_LINK} data-template-demo="">
              <span className="i-lucide-monitor-play size-4" aria-hidden="true" />
              {t['templates.demo']}
            </ExternalLink>
          ) : null}
          {repo ? (
            <ExternalLink
              href={`https://github.com/${repo}`}
              className={CARD_LINK}
              data-template-repo=""
            >
              <span className="i-simple-icons-github size-4" aria-hidden="true" />
              {t['templates.source']}
            </ExternalLink>
          ) : null}
          {purchase ? (
            <ExternalLink href={purchase} className={CARD_LINK}>
              <span className="i-lucide-shopping-bag size-4" aria-hidden="true" />
              {t['templates.purchase']}
            </ExternalLink>
          ) : null}
        </div>
      </div>
    </article>
  )
}
