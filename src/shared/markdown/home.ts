import type { HomePageData } from '../page-data'
import { MCP_PATH } from '../mcp/install-links'
import { SITE } from '../site'
import { formatCount, markdownLabel, markdownLink } from './inline'

/** Where agents find more: the files and the server the site offers them. */
function agentLines(origin: string, mcpDocs: string | undefined): string[] {
  return [
    '## For AI agents',
    '',
    `- Every docs page, blog post, hosting guide and module page is also Markdown: add \`.md\` to its URL, or ask for \`Accept: text/markdown\`.`,
    `- ${markdownLink('llms.txt', '/llms.txt', origin)}: the outline of the site, per docs version.`,
    `- MCP server (Streamable HTTP): ${origin}${MCP_PATH}${mcpDocs ? `, ${markdownLink('how to add it to an agent', mcpDocs, origin)}` : ''}.`,
  ]
}

/** A home section: heading, intro and its link. */
function section(
  part: { title: string; description?: string; link?: { label: string; to: string } },
  origin: string,
  lines: string[] = []
): string[] {
  return [
    `## ${markdownLabel(part.title)}`,
    '',
    ...(part.description ? [part.description, ''] : []),
    ...(lines.length ? [...lines, ''] : []),
    ...(part.link ? [markdownLink(part.link.label, part.link.to, origin), ''] : []),
  ]
}

/**
 * `/index.md`: the home page as Markdown, from the same PageData the page renders (the words of
 * content/home/index.md and the live figures), links absolute on `origin`.
 */
export function formatHomeMarkdown(data: HomePageData, origin: string, mcpDocs?: string): string {
  const { home, stats } = data
  const figures: Record<string, number> = { ...stats }
  const lines = [
    `# ${SITE.name}: ${markdownLabel(home.hero.title)}`,
    '',
    `> ${markdownLabel(data.description)}`,
    '',
    home.hero.description,
    '',
    ...home.hero.cta.map((cta) => `- ${markdownLink(cta.label, cta.to, origin)}`),
    '',
    `Start a project: \`${home.hero.install}\``,
    '',
    ...section(
      home.features,
      origin,
      home.features.items.map(
        (item) =>
          `- **${markdownLabel(item.title)}**: ${item.description}${item.to ? ` (${markdownLink('more', item.to, origin)})` : ''}`
      )
    ),
    ...section(
      home.foundation,
      origin,
      home.foundation.items.map((item) => `- **${markdownLabel(item.title)}**: ${item.description}`)
    ),
    ...section(
      home.stats,
      origin,
      home.stats.items.map((item) => `- ${item.label}: ${formatCount(figures[item.key] ?? 0)}`)
    ),
    ...section(
      home.modules,
      origin,
      data.modules.map(
        (module) =>
          `- ${markdownLink(module.npm, `/modules/${module.name}.md`, origin)}: ${markdownLabel(module.description)}`
      )
    ),
    ...section(
      home.deploy,
      origin,
      data.providers.map(
        (provider) => `- ${markdownLink(provider.title, `${provider.path}.md`, origin)}`
      )
    ),
    ...section(
      home.enterprise,
      origin,
      home.enterprise.links.map((link) => `- ${markdownLink(link.label, link.to, origin)}`)
    ),
    ...agentLines(origin, mcpDocs),
  ]
  return `${lines.join('\n').trimEnd()}\n`
}
