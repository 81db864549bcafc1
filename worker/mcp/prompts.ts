import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import * as z from 'zod'
import { SITE } from '../../src/shared/site'
import { LATEST_DOCS_VERSION } from '../../src/shared/docs/versions'
import { BUILD } from '../build-manifest'

/** A prompt's one user message. */
const ask = (text: string) => ({
  messages: [{ role: 'user' as const, content: { type: 'text' as const, text } }],
})

/**
 * True when the latest docs version has a migration section (spec 2: `<version>/migration`),
 * the build's: what get_migration_guide reads. A corpus without one gets no migration prompt.
 */
const HAS_MIGRATION = (BUILD.docsSections?.[LATEST_DOCS_VERSION.path] ?? []).some(
  (section) => section.section === 'migration'
)

/**
 * The server's prompts: find the docs for a topic, and (when the docs have a migration section)
 * help migrate an app from 3.x to 4.x. Each tells the agent which tools to use, so the answer
 * cites the docs rather than memory; neither names a page the content may not have.
 */
export function registerPrompts(server: McpServer): void {
  server.registerPrompt(
    'find_docs',
    {
      title: `Find the ${SITE.name} docs for a topic`,
      description: 'Search the docs for a topic and answer from the pages found, with links.',
      argsSchema: {
        topic: z
          .string()
          .min(1)
          .max(200)
          .describe('What you want to know, e.g. "route middleware".'),
        version: z.string().max(16).optional().describe('Docs version, "4.x" (default) or "3.x".'),
      },
    },
    ({ topic, version }) =>
      ask(
        `Find what the ${SITE.name} documentation${version ? ` (version ${version})` : ''} says about: ${topic}\n\n` +
          `1. Call search_docs with the topic${version ? ` and version "${version}"` : ''}.\n` +
          '2. Read the one to three most relevant results with get_page.\n' +
          '3. Answer from those pages only, quoting the code they give, and link every page you used (its url). ' +
          'If the docs do not cover it, say so instead of guessing.'
      )
  )
  if (!HAS_MIGRATION) return
  server.registerPrompt(
    'migrate_3_to_4',
    {
      title: `Migrate an app from ${SITE.name} 3.x to 4.x`,
      description:
        'Plan and carry out the move of a project from 3.x to 4.x with the migration guide.',
      argsSchema: {
        project: z
          .string()
          .max(4000)
          .optional()
          .describe('What the project uses (config, folders, data fetching), or file excerpts.'),
      },
    },
    ({ project }) =>
      ask(
        `Help me migrate an ${SITE.name} 3.x application to ${SITE.name} 4.x.\n\n` +
          '1. Call get_migration_guide with from "3.x" and to "4.x" and read it whole (follow nextOffset if it is truncated).\n' +
          '2. Call search_docs with "upgrade" and read the upgrade guide it finds with get_page, for the upgrade command and checklist.\n' +
          `3. ${project ? `Given my project:\n\n${project}\n\n` : 'Ask me what my project uses (configuration file, folders, data fetching), then '}list the changes it needs in order, each with the before and after code the guide gives and a link to its page.\n` +
          '4. Point out anything the guide does not cover instead of inventing an API.'
      )
  )
}
