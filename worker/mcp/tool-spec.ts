import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import * as z from 'zod'
import type { SiteConfig } from '../../src/shared/seo/site-config'
import type { Db } from '../db/client'
import type { Bindings } from '../env'

/** What every tool reads from: the bindings, D1, the site config, work kept after the answer. */
export interface McpContext {
  env: Bindings
  db: Db
  config: SiteConfig
  /** Runs work after the answer is sent (the zero-result log). */
  after: (work: Promise<unknown>) => void
}

/** One tool: its name, what agents read about it, its input schema and what it does. */
export interface ToolSpec<Shape extends z.ZodRawShape = z.ZodRawShape> {
  name: string
  title: string
  description: string
  input: Shape
  run: (args: z.output<z.ZodObject<Shape>>, context: McpContext) => Promise<CallToolResult>
}

/** A tool spec with its argument types inferred from its schema. */
export function defineTool<Shape extends z.ZodRawShape>(spec: ToolSpec<Shape>): ToolSpec<Shape> {
  return spec
}

/** The inputs several tools share, described once. */
export const ARGS = {
  version: z
    .string()
    .max(16)
    .optional()
    .describe(
      'Docs version: "4.x" (the latest, default) or "3.x"; "4", "v4" and "latest" work too.'
    ),
  locale: z
    .string()
    .max(16)
    .optional()
    .describe(
      'Language: "en" (default) or "zh-CN" (answered in English until pages are translated).'
    ),
  offset: z
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .optional()
    .describe('Where to continue a truncated answer: its "nextOffset".'),
  slug: (what: string) => z.string().min(1).max(300).describe(what),
}
