import type { ModuleQuery } from '../modules/filter'
import { installCommand, type ModuleDetail, type ModuleSummary } from '../modules/types'
import { formatCount, markdownLabel, markdownLink } from './inline'

/*
 * The modules directory and a module page as Markdown (`/modules.md`, `/modules/<name>.md`),
 * the same facts the pages show. Consumers: worker/pages/modules.ts, worker/pages/module.ts and
 * the MCP tool `get_module` (worker/mcp/tools-catalog.ts).
 */

/** One module as a list item: package, category, figures, description. */
function moduleItem(module: ModuleSummary, origin: string): string {
  const badges = [module.category, module.type, ...(module.sponsor ? ['sponsor'] : [])]
  const figures = `${formatCount(module.stats.downloads)} downloads/month, ${formatCount(module.stats.stars)} stars`
  return `- ${markdownLink(module.npm, `/modules/${module.name}.md`, origin)} (${badges.join(', ')}; ${figures}): ${markdownLabel(module.description)}`
}

/** The filters a list was made with, as one sentence (none: every module). */
function describeQuery(query: ModuleQuery): string {
  const parts = [
    query.q ? `matching "${markdownLabel(query.q)}"` : '',
    query.category ? `in ${query.category}` : '',
    query.sortBy ? `by ${query.sortBy} ${query.orderBy ?? 'desc'}` : '',
  ].filter(Boolean)
  return parts.length ? ` ${parts.join(', ')}` : ''
}

/** `/modules.md`: the directory filtered as the page's query says, every match listed. */
export function formatModulesMarkdown(
  modules: ModuleSummary[],
  query: ModuleQuery,
  origin: string
): string {
  const lines = [
    '# Modules',
    '',
    `> ${modules.length} modules${describeQuery(query)}. Each links to its page as Markdown (README included).`,
    '',
    ...modules.map((module) => moduleItem(module, origin)),
  ]
  return `${lines.join('\n')}\n`
}

/** `/modules/<name>.md`: the module's facts, then its README as written. */
export function formatModuleMarkdown(
  module: ModuleDetail,
  readmeSource: string,
  origin: string
): string {
  const links = [
    `- npm: https://www.npmjs.com/package/${module.npm}`,
    `- Repository: https://github.com/${module.repo}`,
    ...(module.website ? [`- Website: ${module.website}`] : []),
  ]
  const lines = [
    `# ${module.npm}`,
    '',
    `> ${markdownLabel(module.description)}`,
    '',
    `- Module page: ${origin}/modules/${module.name}`,
    `- Category: ${module.category}; type: ${module.type}${module.sponsor ? '; sponsor' : ''}`,
    `- Install: \`${installCommand(module.npm)}\``,
    `- Compatibility: aster ${module.compatibility.aster}`,
    `- Downloads (last month): ${formatCount(module.stats.downloads)}; GitHub stars: ${formatCount(module.stats.stars)}; contributors: ${formatCount(module.contributors)}`,
    `- Latest release: ${module.stats.publishedAt.slice(0, 10)}; first release: ${module.stats.createdAt.slice(0, 10)}`,
    `- Maintainers: ${module.maintainers.map((person) => `${markdownLabel(person.name)} (@${person.github})`).join(', ')}`,
    ...links,
    '',
    '## README',
    '',
    readmeSource.trim() || '(no README)',
  ]
  return `${lines.join('\n')}\n`
}
