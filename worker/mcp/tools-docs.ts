import * as z from 'zod'
import { findFolder } from '../../src/shared/docs/navigation'
import { DOCS_VERSIONS, LATEST_DOCS_VERSION } from '../../src/shared/docs/versions'
import { markdownPathOf } from '../../src/shared/routing/markdown'
import {
  DOCS_SEARCH_DEFAULT,
  DOCS_SEARCH_MAX,
  searchDocs,
} from '../../src/shared/search/search-docs'
import { MAX_QUERY_LENGTH } from '../../src/shared/search/text'
import { outline } from '../../src/shared/seo/llms'
import { absoluteUrl } from '../../src/shared/seo/site-config'
import { recordSearchMiss } from '../db/queries/search-misses'
import { getSearchIndex, readSearchManifest, SearchUnavailableError } from '../search/load-index'
import { documentResult, textResult, ToolError } from './answer'
import {
  localeNote,
  parseLocale,
  parseVersion,
  resolveDocsPath,
  toSitePath,
  versionName,
} from './arguments'
import { localizedPath } from '../../src/shared/i18n/locale-paths'
import { readDocsDocument, readMigrationGuide, readVersionTree } from './docs-source'
import { ARGS, defineTool } from './tool-spec'
import { BUILD } from '../build-manifest'

/** The latest version's sections as the content has them (the build's), quoted for a description. */
const SECTION_CHOICES = (BUILD.docsSections?.[LATEST_DOCS_VERSION.path] ?? [])
  .map(({ section }) => `"${section}", `)
  .join('')

/** The docs tools: search, one page, the page tree, the migration guide between versions. */
export const DOCS_TOOLS = [
  defineTool({
    name: 'search_docs',
    title: 'Search the docs',
    description:
      'Full-text search of the Aster documentation (one docs version, plus the blog). Ask in plain words or as a question; answers the best pages, one result per page: path, URL, title, heading trail and a snippet. Read a result with get_page.',
    input: {
      query: z
        .string()
        .min(1)
        .max(MAX_QUERY_LENGTH)
        .describe('What to look for, e.g. "deploy to an edge platform".'),
      version: ARGS.version,
      locale: ARGS.locale,
      limit: z
        .number()
        .int()
        .min(1)
        .max(DOCS_SEARCH_MAX)
        .optional()
        .describe(`Results, 1 to ${DOCS_SEARCH_MAX} (default ${DOCS_SEARCH_DEFAULT}).`),
    },
    async run(
      { query, version: versionArg, locale: localeArg, limit },
      { env, db, config, after }
    ) {
      const version = parseVersion(versionArg)
      const locale = parseLocale(localeArg)
      let answer
      let served = locale
      try {
        const manifest = await readSearchManifest(env.SEARCH)
        // a language without an index of its own (no translations) searches English
        if (locale !== 'en' && !manifest.locales?.[locale]?.[version.major]) served = 'en'
        const index = await getSearchIndex(env.SEARCH, version.major, manifest, undefined, served)
        answer = await searchDocs(index, query, limit ?? DOCS_SEARCH_DEFAULT)
      } catch (error) {
        if (error instanceof SearchUnavailableError)
          throw new ToolError(
            `Search is unavailable right now (${error.message}); try again in a minute.`
          )
        throw error
      }
      const name = versionName(version)
      if (!answer.hits.length)
        after(recordSearchMiss(db, { query, version: name, locale, source: 'mcp' }))
      const results = answer.hits.map((hit) => {
        const path = localizedPath(hit.path, served)
        return {
          path: hit.path,
          url: absoluteUrl(config, path) + (hit.anchor ? `#${hit.anchor}` : ''),
          markdownUrl: absoluteUrl(config, markdownPathOf(path)),
          kind: hit.group,
          title: hit.title,
          headings: hit.headings,
          snippet: hit.snippet,
          // in a language's index, a page not translated yet answers in English
          ...(hit.lang ? { language: hit.lang } : {}),
        }
      })
      const note =
        served === locale ? {} : { note: `no ${locale} search index yet: English results` }
      return textResult(
        JSON.stringify(
          { query, searched: answer.searched, version: name, locale: served, ...note, results },
          null,
          1
        )
      )
    },
  }),
  defineTool({
    name: 'get_page',
    title: 'Read a docs page',
    description:
      'One documentation page as Markdown (the text of its .md URL) with its title, description, version and last update. Give its path ("/docs/4.x/getting-started/installation"), URL or slug ("getting-started/installation").',
    input: {
      path: z.string().max(300).optional().describe('The page path or URL.'),
      slug: z
        .string()
        .max(300)
        .optional()
        .describe('The page path inside its version, e.g. "guide/concepts/rendering".'),
      version: ARGS.version,
      locale: ARGS.locale,
      offset: ARGS.offset,
    },
    async run({ path, slug, version: versionArg, locale: localeArg, offset }, { db, config }) {
      const locale = parseLocale(localeArg)
      const target = resolveDocsPath({ path, slug }, versionArg)
      const page = await readDocsDocument(db, target.version, target.path, locale)
      const meta = {
        title: page.title,
        description: page.description,
        path: page.path,
        url: absoluteUrl(config, localizedPath(page.path, locale)),
        version: versionName(target.version),
        locale: page.locale,
        ...localeNote(locale, page),
        lastUpdated: page.lastUpdated,
      }
      return documentResult(meta, page.markdown, offset)
    },
  }),
  defineTool({
    name: 'list_pages',
    title: 'List the docs pages',
    description: `The navigation tree of a docs version as titles and URLs, whole or one section (${SECTION_CHOICES}or a deeper folder).`,
    input: {
      version: ARGS.version,
      locale: ARGS.locale,
      section: z
        .string()
        .max(200)
        .optional()
        .describe('A section or folder: "guide", "api/composables" or its path.'),
      offset: ARGS.offset,
    },
    async run({ version: versionArg, locale: localeArg, section, offset }, { db, config }) {
      const version = parseVersion(versionArg)
      const locale = parseLocale(localeArg)
      const tree = await readVersionTree(db, version, locale)
      let items = tree
      if (section?.trim()) {
        const raw = toSitePath(section)
        const path = raw.startsWith(`${version.path}/`) ? raw : `${version.path}${raw}`
        const folder = findFolder(tree, path)
        if (!folder)
          throw new ToolError(
            `No section "${section}" in the ${versionName(version)} docs; sections: ${tree.map((item) => item.path.slice(version.path.length + 1)).join(', ')}.`
          )
        items = [folder]
      }
      const meta = {
        version: versionName(version),
        locale,
        section: section ?? null,
        versions: DOCS_VERSIONS.map(versionName),
      }
      // pages as links to their HTML URLs in the language (get_page reads any of them); the
      // Chinese tree names untranslated pages by their English titles
      const lines = outline(items, config, (page) => localizedPath(page, locale))
      return documentResult(meta, `${lines.join('\n')}\n`, offset)
    },
  }),
  defineTool({
    name: 'get_migration_guide',
    title: 'Migration guide between versions',
    description:
      'The migration section of the newer docs version as one Markdown document (every page in reading order, each under its URL): what changes moving an app from one version to the other, e.g. from "3.x" to "4.x".',
    input: {
      from: z.string().min(1).max(16).describe('The version you are on, e.g. "3.x".'),
      to: z.string().min(1).max(16).describe('The version you move to, e.g. "4.x".'),
      offset: ARGS.offset,
    },
    async run({ from: fromArg, to: toArg, offset }, { db, config }) {
      const from = parseVersion(fromArg)
      const to = parseVersion(toArg)
      if (from.major >= to.major)
        throw new ToolError(
          `No migration guide from ${versionName(from)} to ${versionName(to)}: "to" must be a newer version than "from" (e.g. from "3.x" to "4.x").`
        )
      const guide = await readMigrationGuide(db, to, config)
      const meta = {
        from: versionName(from),
        to: versionName(to),
        pages: guide.pages.map((path) => absoluteUrl(config, path)),
      }
      return documentResult(meta, guide.markdown, offset)
    },
  }),
]
