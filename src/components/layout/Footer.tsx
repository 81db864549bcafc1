import NewsletterForm, { NEWSLETTER_LABEL_KEYS } from '../../islands/NewsletterForm'
import type { Messages } from '../../shared/i18n'
import { pickMessages } from '../../shared/i18n/pick'
import { EXTERNAL_LINKS } from '../../shared/navigation/header-links'
import { SITE } from '../../shared/site'
import { Island } from '../Island'
import { ExternalLink } from '../ui/ExternalLink'
import { useLocale, useLocalePath } from '../locale-context'
import { withLocaleParam } from '../../shared/i18n/locale-paths'

const SOCIAL = [
  { label: 'X', icon: 'i-simple-icons-x', to: 'https://x.com/aster_framework' },
  {
    label: 'Bluesky',
    icon: 'i-simple-icons-bluesky',
    to: 'https://bsky.app/profile/aster.example',
  },
  {
    label: 'LinkedIn',
    icon: 'i-simple-icons-linkedin',
    to: 'https://www.linkedin.com/company/aster-framework',
  },
  { label: 'Discord', icon: 'i-simple-icons-discord', to: 'https://discord.example/aster' },
  {
    label: 'GitHub',
    icon: 'i-simple-icons-github',
    to: `https://github.com/${SITE.github.owner}/${SITE.github.repo}`,
  },
]

/** The footer: link columns, the newsletter form, social links, ICP notice, copyright and licence. */
export function Footer({ t, year, locale }: { t: Messages; year: number; locale: string }) {
  const to = useLocalePath()
  const columns = [
    {
      label: t['footer.col.community'],
      links: [
        { label: t['footer.chat'], to: EXTERNAL_LINKS.chat, external: true },
        { label: t['nav.blog'], to: '/blog' },
        { label: t['footer.team'], to: '/team' },
        { label: t['footer.designKit'], to: '/design-kit' },
        { label: t['footer.newsletter'], to: '/newsletter' },
        // the Chinese interface points readers at the English site (spec 2: a new-tab link)
        ...(locale === 'zh-CN'
          ? [{ label: t['footer.english'], to: EXTERNAL_LINKS.englishSite, external: true }]
          : []),
      ],
    },
    {
      label: t['footer.col.product'],
      links: [
        { label: t['footer.uiPro'], to: EXTERNAL_LINKS.uiPro, external: true },
        { label: t['footer.studio'], to: EXTERNAL_LINKS.studio, external: true },
        { label: t['footer.hostingHub'], to: EXTERNAL_LINKS.hostingHub, external: true },
        { label: t['nav.templates'], to: '/templates' },
      ],
    },
    {
      label: t['footer.col.enterprise'],
      links: [
        { label: t['nav.support'], to: '/enterprise/support' },
        { label: t['nav.agencies'], to: '/enterprise/agencies' },
        { label: t['nav.sponsors'], to: '/enterprise/sponsors' },
        { label: t['footer.jobs'], to: '/enterprise/jobs' },
      ],
    },
  ]
  return (
    <footer className="mt-16 border-t border-slate-200 dark:border-slate-800" data-footer="">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_auto]">
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {columns.map((column) => (
            <div key={column.label}>
              <p className="text-sm font-semibold text-slate-900 dark:text-white">{column.label}</p>
              <ul className="mt-3 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    {'external' in link ? (
                      <ExternalLink href={link.to}>{link.label}</ExternalLink>
                    ) : (
                      <a
                        className="text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                        href={to(link.to)}
                      >
                        {link.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {/* on focus or click: in the first viewport of a short page 'visible' loaded React
            before idle, over the 10 KB budget. Hidden while the page shows its own signup (the
            newsletter pages: src/styles/base.css), so a page never offers the form twice */}
        <div data-footer-newsletter="">
          <Island
            name="NewsletterForm"
            component={NewsletterForm}
            hydrate="interaction"
            props={{
              endpoint: withLocaleParam('/api/newsletter/subscribe', useLocale()),
              labels: pickMessages(t, NEWSLETTER_LABEL_KEYS),
            }}
          />
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-slate-500 sm:px-6 dark:text-slate-400">
          <p data-copyright="">
            {t['footer.copyright']} © {year} {SITE.name} ·{' '}
            <ExternalLink
              href={`https://github.com/${SITE.github.owner}/${SITE.github.repo}/blob/main/LICENSE`}
              className="underline underline-offset-2 hover:text-slate-900 dark:hover:text-white"
            >
              {t['footer.license']}
            </ExternalLink>
          </p>
          <ExternalLink href={SITE.icp.href} data-icp="">
            {SITE.icp.text}
          </ExternalLink>
          <a
            href={`?lang=${locale === 'zh-CN' ? 'en' : 'zh-CN'}`}
            data-locale-switch=""
            data-no-router=""
            rel="nofollow"
            className="hover:text-slate-900 dark:hover:text-white"
          >
            <span className="sr-only">{t['ui.language']}: </span>
            {t['locale.switch']}
          </a>
          <ul className="flex items-center gap-3" aria-label={t['footer.social']}>
            {SOCIAL.map((social) => (
              <li key={social.label}>
                <ExternalLink href={social.to} aria-label={social.label}>
                  <span className={`${social.icon} size-5`} aria-hidden="true" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
