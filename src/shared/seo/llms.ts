import type { NavigationItem } from '../content/navigation'
import { SITE } from '../site'
import { absoluteUrl, type SiteConfig } from './site-config'

/**
 * /llms.txt (llmstxt.org): the site and, per docs version, the docs outline with links to each
 * page's raw markdown (`<page>.md`), then the blog. /llms-full.txt holds the markdown itself
 * (worker/seo/llms-full.ts). Consumers: worker/seo/routes.ts.
 */
export interface LlmsOutline {
  /** Docs versions, newest first, with their navigation trees. */
  versions: { label: string; tag: string; path: string; tree: NavigationItem[] }[]
  /** Published blog posts, newest first. */
  posts: { path: string; title: string; description: string }[]
  /** Other sections of the site. */
  sections: { title: string; path: string; description: string }[]
}

/** Markdown link text: brackets and line breaks would break the list item. */
const label = (text: string) => text.replace(/[[\]\r\n]/g, ' ').trim()

function outline(tree: NavigationItem[], config: SiteConfig, depth = 0): string[] {
  return tree.flatMap((item) => {
    const indent = '  '.repeat(depth)
    if (item.children?.length) {
      return [`${indent}- ${label(item.title)}`, ...outline(item.children, config, depth + 1)]
    }
    return [`${indent}- [${label(item.title)}](${absoluteUrl(config, `${item.path}.md`)})`]
  })
}

/** The text of /llms.txt. */
export function renderLlmsTxt(data: LlmsOutline, config: SiteConfig): string {
  const lines = [
    `# ${SITE.name}`,
    '',
    `> ${SITE.description}`,
    '',
    `Every documentation page and blog post is also available as markdown: add \`.md\` to its URL. The full documentation in one file: ${config.url}/llms-full.txt`,
    '',
    '## Site',
    '',
    ...data.sections.map(
      (section) =>
        `- [${label(section.title)}](${absoluteUrl(config, section.path)}): ${label(section.description)}`
    ),
  ]
  for (const version of data.versions) {
    lines.push(
      '',
      `## Docs ${version.label} (${version.tag})`,
      '',
      ...outline(version.tree, config)
    )
  }
  lines.push(
    '',
    '## Blog',
    '',
    ...data.posts.map(
      (post) =>
        `- [${label(post.title)}](${absoluteUrl(config, `${post.path}.md`)}): ${label(post.description)}`
    )
  )
  return `${lines.join('\n')}\n`
}
