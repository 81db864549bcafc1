import type { NavigationItem } from '../content/navigation'
import { localizedPath } from '../i18n/locale-paths'
import type { Locale } from '../i18n/locales'
import { markdownLabel as label } from '../markdown/inline'
import { MCP_PATH } from '../mcp/install-links'
import { SITE } from '../site'
import { absoluteUrl, type SiteConfig } from './site-config'

/*
 * /llms.txt (llmstxt.org): the site and, per docs version, the docs outline with links to each
 * page's raw markdown (`<page>.md`), then the blog; per docs version and language a file of its
 * own (`/docs/4.x/llms.txt`, `/zh/docs/4.x/llms.txt`: {@link llmsFilePath}), and the Chinese
 * site's own `/zh/llms.txt`. /llms-full.txt holds the markdown itself (worker/seo/llms-full.ts).
 * Consumers: worker/seo/routes.ts, the MCP tool list_pages.
 */

/** A docs version as llms.txt outlines it. */
export interface LlmsVersion {
  label: string
  tag: string
  path: string
  tree: NavigationItem[]
}

/** The languages of the per-version files (a page not translated yet is in English there). */
export const LLMS_LOCALES: readonly Locale[] = ['en', 'zh-CN']

/**
 * Where a version's llms file is: `/docs/4.x/llms.txt`, `/docs/4.x/llms-full.txt`, and in
 * Chinese the same under `/zh` (`/zh/docs/4.x/llms.txt`, src/shared/i18n/locale-paths.ts). The
 * one place these names are written.
 */
export function llmsFilePath(versionPath: string, locale: Locale, full = false): string {
  return localizedPath(`${versionPath}/llms${full ? '-full' : ''}.txt`, locale)
}

/** The site's llms.txt in a language: `/llms.txt`, `/zh/llms.txt`. */
export function llmsRootPath(locale: Locale): string {
  return localizedPath('/llms.txt', locale)
}

/** The line a file in another language than English starts with: what is in it. */
export const UNTRANSLATED_NOTE: Partial<Record<Locale, string>> = {
  'zh-CN': '本文件链接到页面的中文版；尚未翻译的页面为英文原文。',
}

/** What /llms.txt outlines. */
export interface LlmsOutline {
  /** Docs versions, newest first, with their navigation trees. */
  versions: LlmsVersion[]
  /** Published blog posts, newest first. */
  posts: { path: string; title: string; description: string }[]
  /** Other sections of the site. */
  sections: { title: string; path: string; description: string }[]
  /** The docs page about the MCP server, when the content has one (the build's `mcpDocs`). */
  mcpDocs?: string
}

/**
 * A navigation tree as an indented Markdown list: folders as titles, pages as links to
 * `hrefOf(path)` (default: their markdown, `<page>.md`).
 */
export function outline(
  tree: NavigationItem[],
  config: SiteConfig,
  hrefOf = (path: string) => `${path}.md`,
  depth = 0
): string[] {
  return tree.flatMap((item) => {
    const indent = '  '.repeat(depth)
    if (item.children?.length) {
      return [
        `${indent}- ${label(item.title)}`,
        ...outline(item.children, config, hrefOf, depth + 1),
      ]
    }
    return [`${indent}- [${label(item.title)}](${absoluteUrl(config, hrefOf(item.path))})`]
  })
}

/** A page's Markdown twin in a language (`/zh/docs/4.x/x.md`): the outlines' links. */
const markdownIn = (locale: Locale) => (path: string) => localizedPath(`${path}.md`, locale)

/**
 * The text of /llms.txt, or in another language (`/zh/llms.txt`: its trees and titles are the
 * Chinese ones, its links lead to the Chinese pages).
 */
export function renderLlmsTxt(
  data: LlmsOutline,
  config: SiteConfig,
  locale: Locale = 'en'
): string {
  const note = UNTRANSLATED_NOTE[locale]
  const lines = [
    `# ${SITE.name}`,
    '',
    `> ${SITE.description}`,
    '',
    ...(note ? [note, ''] : []),
    `Every documentation page and blog post is also available as markdown: add \`.md\` to its URL. The full documentation in one file: ${absoluteUrl(config, localizedPath('/llms-full.txt', locale))}`,
    '',
    `An MCP server searches and reads the docs: ${absoluteUrl(config, MCP_PATH)} (Streamable HTTP${data.mcpDocs ? `; ${absoluteUrl(config, data.mcpDocs)} says how to add it to an agent` : ''}).`,
    '',
    ...LLMS_LOCALES.filter((other) => other !== locale).map(
      (other) => `This file in ${other}: ${absoluteUrl(config, llmsRootPath(other))}`
    ),
    '',
    '## Per docs version',
    '',
    ...data.versions.flatMap((version) =>
      LLMS_LOCALES.map(
        (locale) =>
          `- [${label(version.label)} (${locale})](${absoluteUrl(config, llmsFilePath(version.path, locale))}), full text: ${absoluteUrl(config, llmsFilePath(version.path, locale, true))}`
      )
    ),
    '',
    '## Site',
    '',
    ...data.sections.map(
      (section) =>
        `- [${label(section.title)}](${absoluteUrl(config, localizedPath(section.path, locale))}): ${label(section.description)}`
    ),
  ]
  for (const version of data.versions) {
    lines.push(
      '',
      `## Docs ${version.label} (${version.tag})`,
      '',
      ...outline(version.tree, config, markdownIn(locale))
    )
  }
  lines.push(
    '',
    '## Blog',
    '',
    ...data.posts.map(
      (post) =>
        `- [${label(post.title)}](${absoluteUrl(config, markdownIn(locale)(post.path))}): ${label(post.description)}`
    )
  )
  return `${lines.join('\n')}\n`
}

/**
 * `/docs/<version>/llms.txt` (and its other languages): one version's outline with links to each
 * page's markdown, its full-text file and the MCP server.
 */
export function renderVersionLlmsTxt(
  version: LlmsVersion,
  locale: Locale,
  config: SiteConfig
): string {
  const note = UNTRANSLATED_NOTE[locale]
  const lines = [
    `# ${SITE.name} docs ${label(version.label)} (${version.tag})`,
    '',
    `> ${SITE.description}`,
    '',
    ...(note ? [note, ''] : []),
    `Every page below is markdown. All of them in one file: ${absoluteUrl(config, llmsFilePath(version.path, locale, true))}`,
    '',
    `Search and read them from an agent with the MCP server: ${absoluteUrl(config, MCP_PATH)}`,
    '',
    '## Pages',
    '',
    ...outline(version.tree, config, markdownIn(locale)),
  ]
  return `${lines.join('\n')}\n`
}
