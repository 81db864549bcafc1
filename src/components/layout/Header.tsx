import ColorModeButton, { COLOR_MODE_LABEL_KEYS } from '../../islands/ColorModeButton'
import LogoMenu, { LOGO_MENU_LABEL_KEYS } from '../../islands/LogoMenu'
import MobileMenu, { MOBILE_MENU_LABEL_KEYS } from '../../islands/MobileMenu'
import type { Messages } from '../../shared/i18n'
import { pickMessages } from '../../shared/i18n/pick'
import { headerKey } from '../../shared/navigation/header-key'
import { getHeaderMenus } from '../../shared/navigation/header-links'
import type { ChromeData, PageData } from '../../shared/page-data'
import {
  isDocsPath,
  resolveDocsVersion,
  swapDocsVersion,
  type DocsVersionEntry,
  versionChoices,
} from '../../shared/docs/versions'
import { releasePost } from '../../shared/releases'
import { docsMenuLinks } from '../../shared/docs/sections'
import { SITE } from '../../shared/site'
import { VersionSelect } from '../docs/VersionSelect'
import { Island } from '../Island'
import { SearchButton } from '../search/SearchButton'
import { ExternalLink } from '../ui/ExternalLink'
import { HeaderNav } from './HeaderNav'
import { useLocalePath } from '../locale-context'

/** The version badge's colours by the version's `tagColor` (spec 3): green, slate, violet. */
const BADGE_COLORS: Record<DocsVersionEntry['tagColor'], string> = {
  primary: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  important: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
}

/**
 * The site header: logo (right-click menu), release badge, menus, search, version badge and select
 * (docs only), colour mode (hidden when forced), GitHub stars, mobile menu. Swapped on navigation.
 */
export function Header({
  t,
  data,
  chrome,
  forcedColorMode,
}: {
  t: Messages
  data: PageData
  chrome: ChromeData
  forcedColorMode?: boolean
}) {
  const to = useLocalePath()
  const version = resolveDocsVersion(data.path)
  const menus = getHeaderMenus(docsMenuLinks(chrome.docsSections?.[version.path], data.locale))
  // on every /docs path (spec 2), a docs 404 too: there the switch swaps the path's prefix
  const versions = isDocsPath(data.path)
    ? data.route === 'docs'
      ? data.versions
      : versionChoices(
          version,
          (entry) => swapDocsVersion(data.path, entry),
          (major) => t['docs.versionLabel'].replace('{major}', String(major))
        )
    : undefined
  return (
    <header
      className="relative border-b border-slate-200 dark:border-slate-800"
      data-header=""
      data-header-key={headerKey(data, chrome, Boolean(forcedColorMode))}
    >
      {/* the blur sits on a layer of its own: a backdrop-filter on the header would make it the
          containing block of the full-screen mobile menu (position: fixed) and shrink it to 64 px */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-1 bg-white/85 backdrop-blur dark:bg-[#020420]/85"
      />
      <div className="mx-auto flex h-16 max-w-[90rem] items-center gap-3 px-4 sm:px-6">
        <Island
          name="LogoMenu"
          component={LogoMenu}
          props={{ siteName: SITE.name, labels: pickMessages(t, LOGO_MENU_LABEL_KEYS) }}
        />
        {chrome.release ? (
          <a
            href={to(releasePost(chrome.release) ?? '/blog')}
            className="hidden rounded-full border border-slate-200 px-2 py-0.5 font-mono text-xs text-slate-600 sm:inline-block dark:border-slate-700 dark:text-slate-300"
            title={t['header.release']}
            data-release-badge=""
          >
            v{chrome.release}
          </a>
        ) : null}
        <HeaderNav menus={menus} path={data.path} t={t} />
        <div className="ml-auto flex items-center gap-1.5">
          <SearchButton t={t} />
          {versions ? (
            <div className="hidden items-center gap-2 md:flex" data-header-docs-version="">
              <span
                className={`rounded-md px-1.5 py-0.5 text-xs font-semibold ${BADGE_COLORS[version.tagColor]}`}
                data-version-badge=""
                data-color={version.tagColor}
              >
                {version.shortTag}
              </span>
              {/* below xl the aside holds the select: the header row must fit 1024 px */}
              <div className="hidden w-40 xl:block">
                <VersionSelect versions={versions} label={t['docs.version']} />
              </div>
            </div>
          ) : null}
          {forcedColorMode ? null : (
            <Island
              name="ColorModeButton"
              component={ColorModeButton}
              props={{ labels: pickMessages(t, COLOR_MODE_LABEL_KEYS) }}
            />
          )}
          <ExternalLink
            href={`https://github.com/${SITE.github.owner}/${SITE.github.repo}`}
            aria-label={`${t['header.github']}: ${chrome.stars}`}
            className="hidden items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-slate-600 hover:bg-slate-100 sm:inline-flex dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <span className="i-simple-icons-github size-4" aria-hidden="true" />
            <span data-github-stars="">{chrome.stars}</span>
          </ExternalLink>
          <Island
            name="MobileMenu"
            component={MobileMenu}
            props={{ labels: pickMessages(t, MOBILE_MENU_LABEL_KEYS) }}
          />
        </div>
      </div>
    </header>
  )
}
