import CopyLinkButton, { COPY_LINK_LABEL_KEYS } from '../../islands/CopyLinkButton'
import type { Messages } from '../../shared/i18n'
import { pickMessages } from '../../shared/i18n/pick'
import { Island } from '../Island'
import { ExternalLink } from '../ui/ExternalLink'

/** Share intents of the networks the site's footer links (URL-encoded article URL and title). */
const NETWORKS = [
  {
    name: 'X',
    icon: 'i-simple-icons-x',
    href: (url: string, title: string) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    name: 'Bluesky',
    icon: 'i-simple-icons-bluesky',
    href: (url: string, title: string) =>
      `https://bsky.app/intent/compose?text=${encodeURIComponent(`${title} ${url}`)}`,
  },
  {
    name: 'LinkedIn',
    icon: 'i-simple-icons-linkedin',
    href: (url: string) =>
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
] as const

/** An article's share row: one link per network (new tab) and the copy-link island. */
export function ShareLinks({ url, title, t }: { url: string; title: string; t: Messages }) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-share="">
      <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t['blog.share']}
      </span>
      {NETWORKS.map((network) => (
        <ExternalLink
          key={network.name}
          href={network.href(url, title)}
          aria-label={t['blog.shareOn'].replace('{network}', network.name)}
          className="inline-flex size-8 items-center justify-center rounded-md border border-slate-200 text-slate-600 hover:border-green-500 hover:text-slate-900 dark:border-slate-700 dark:text-slate-300 dark:hover:text-white"
        >
          <span className={`${network.icon} size-4`} aria-hidden="true" />
        </ExternalLink>
      ))}
      <Island
        name="CopyLinkButton"
        component={CopyLinkButton}
        props={{ url, labels: pickMessages(t, COPY_LINK_LABEL_KEYS) }}
      />
    </div>
  )
}
