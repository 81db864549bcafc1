import * as z from 'zod'
import { formatModuleMarkdown } from '../../src/shared/markdown/modules'
import { MODULE_CATEGORIES, resolveCategory } from '../../src/shared/modules/categories'
import {
  filterModules,
  MAX_QUERY_LENGTH,
  MODULE_ORDERS,
  MODULE_SORT_KEYS,
} from '../../src/shared/modules/filter'
import { localizedPath } from '../../src/shared/i18n/locale-paths'
import { markdownPathOf } from '../../src/shared/routing/markdown'
import { absoluteUrl } from '../../src/shared/seo/site-config'
import { getModulesDirectory, getModuleWithSource } from '../db/queries/modules'
import { documentResult, listResult, ToolError } from './answer'
import { localeNote, parseLocale } from './arguments'
import { ARGS, defineTool } from './tool-spec'

/** Most modules one answer lists (the rest by `offset`). */
const MODULES_PAGE = 50

/** The modules tools: the directory as /modules filters it, and one module with its README. */
export const MODULE_TOOLS = [
  defineTool({
    name: 'list_modules',
    title: 'List modules',
    description:
      'The modules directory, filtered and sorted as the /modules page does: text search over name, npm package, category, description and repository; a category; a sort key. Answers JSON with figures and links; read one with get_module.',
    input: {
      query: z.string().max(MAX_QUERY_LENGTH).optional().describe('Text to match, e.g. "image".'),
      category: z
        .string()
        .max(40)
        .optional()
        .describe(`One of: ${MODULE_CATEGORIES.join(', ')}.`),
      sort: z
        .enum(MODULE_SORT_KEYS)
        .optional()
        .describe('Sort key (default: sponsored, then official, then downloads).'),
      order: z.enum(MODULE_ORDERS).optional().describe('Sort order, "desc" (default) or "asc".'),
      offset: ARGS.offset,
      limit: z
        .number()
        .int()
        .min(1)
        .max(MODULES_PAGE)
        .optional()
        .describe(`Modules per answer, 1 to ${MODULES_PAGE} (default ${MODULES_PAGE}).`),
      locale: ARGS.locale,
    },
    async run(
      { query, category: categoryArg, sort, order, offset, limit, locale: localeArg },
      { db, config }
    ) {
      const locale = parseLocale(localeArg)
      const category = categoryArg?.trim() ? resolveCategory(categoryArg.trim()) : undefined
      if (categoryArg?.trim() && !category)
        throw new ToolError(
          `Unknown category "${categoryArg}": use one of ${MODULE_CATEGORIES.join(', ')}.`
        )
      // descriptions in the language asked for, English where a module has none
      const { modules } = await getModulesDirectory(db, locale)
      const found = filterModules(modules, {
        q: query?.trim() ?? '',
        ...(category ? { category } : {}),
        ...(sort ? { sortBy: sort } : {}),
        ...(order ? { orderBy: order } : {}),
      })
      const items = found.map((module) => ({
        name: module.name,
        npm: module.npm,
        category: module.category,
        type: module.type,
        sponsor: module.sponsor,
        description: module.description,
        downloads: module.stats.downloads,
        stars: module.stats.stars,
        latestRelease: module.stats.publishedAt.slice(0, 10),
        repository: `https://github.com/${module.repo}`,
        url: absoluteUrl(config, localizedPath(`/modules/${module.name}`, locale)),
        markdownUrl: absoluteUrl(config, localizedPath(`/modules/${module.name}.md`, locale)),
      }))
      const meta = {
        query: query ?? '',
        category: category ?? null,
        sort: sort ?? null,
        order: order ?? null,
      }
      return listResult(meta, items, offset ?? 0, limit ?? MODULES_PAGE)
    },
  }),
  defineTool({
    name: 'get_module',
    title: 'Read a module',
    description:
      'One module of the directory by name or npm package ("image" or "@aster/image"): category, install command, compatibility, downloads, stars, maintainers, links and its README as Markdown.',
    input: {
      name: ARGS.slug('The module name or its npm package.'),
      offset: ARGS.offset,
      locale: ARGS.locale,
    },
    async run({ name, offset, locale: localeArg }, { db, config }) {
      const locale = parseLocale(localeArg)
      const found = await getModuleWithSource(db, name.trim(), locale)
      if (!found) throw new ToolError(`No module "${name}". Find one with list_modules.`)
      const { module } = found
      const meta = {
        name: module.name,
        npm: module.npm,
        url: absoluteUrl(config, localizedPath(`/modules/${module.name}`, locale)),
        markdownUrl: absoluteUrl(
          config,
          localizedPath(markdownPathOf(`/modules/${module.name}`), locale)
        ),
        // the README is the English one where it has no translation, or older than its source
        ...(found.translation && found.translation !== 'current'
          ? localeNote(locale, { locale, translation: found.translation })
          : {}),
      }
      const markdown = formatModuleMarkdown(module, found.readmeSource, config.url)
      return documentResult(meta, markdown, offset)
    },
  }),
]
