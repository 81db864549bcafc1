import CopyInstallButton, { COPY_INSTALL_LABEL_KEYS } from '../../islands/CopyInstallButton'
import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import type { Messages } from '../../shared/i18n'
import { pickMessages } from '../../shared/i18n/pick'
import { Island } from '../Island'
import { HomeLink } from './HomeLink'
import { useLocalePath } from '../locale-context'

/*
 * The hero's background: a soft green glow over a dot grid, drawn with CSS only. Its opacity is
 * the page's hero opacity (`--hero-opacity`, set on <body> from the page's `heroOpacity`).
 */
const BACKGROUND = {
  opacity: 'var(--hero-opacity, 1)',
  backgroundImage:
    'radial-gradient(ellipse 60% 50% at 50% 0%, rgb(34 197 94 / 0.28), transparent 70%), radial-gradient(rgb(100 116 139 / 0.35) 1px, transparent 1px)',
  backgroundSize: '100% 100%, 24px 24px',
  maskImage: 'linear-gradient(to bottom, black 40%, transparent)',
}

/** The home hero: badge, tagline, intro, the calls to action and the install command box. */
export function HomeHero({ hero, t }: { hero: HomeFrontmatter['hero']; t: Messages }) {
  const to = useLocalePath()
  return (
    <section
      className="relative isolate overflow-hidden"
      aria-labelledby="home-hero"
      data-home="hero"
    >
      <div
        className="absolute inset-0 -z-10"
        style={BACKGROUND}
        aria-hidden="true"
        data-hero-bg=""
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pb-20 pt-20 text-center sm:px-6 sm:pt-28">
        {hero.badge ? (
          <a
            href={to(hero.badge.to)}
            className="inline-flex items-center gap-1.5 rounded-full border border-green-300 bg-green-50 px-3 py-1 text-sm font-medium text-green-800 hover:border-green-500 dark:border-green-800 dark:bg-green-950 dark:text-green-200"
          >
            {hero.badge.label}
            <span className="i-lucide-chevron-right size-4" aria-hidden="true" />
          </a>
        ) : null}
        <h1
          id="home-hero"
          className="text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-7xl dark:text-white"
        >
          {hero.title}
        </h1>
        <p className="max-w-2xl text-pretty text-lg text-slate-600 sm:text-xl dark:text-slate-300">
          {hero.description}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {hero.cta.map((link, index) => (
            <HomeLink key={link.to} link={link} variant={index === 0 ? 'primary' : 'secondary'} />
          ))}
        </div>
        <div
          className="flex w-full max-w-md items-center gap-3 rounded-lg border border-slate-200 bg-white/80 px-4 py-2.5 font-mono text-sm text-slate-800 shadow-sm dark:border-slate-800 dark:bg-slate-900/80 dark:text-slate-100"
          aria-label={t['home.install']}
          role="group"
          data-install=""
        >
          <span className="select-none text-green-600 dark:text-green-400" aria-hidden="true">
            $
          </span>
          <code className="min-w-0 flex-1 truncate text-left">{hero.install}</code>
          <Island
            name="CopyInstallButton"
            component={CopyInstallButton}
            props={{ command: hero.install, labels: pickMessages(t, COPY_INSTALL_LABEL_KEYS) }}
          />
        </div>
      </div>
    </section>
  )
}
