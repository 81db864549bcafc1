import type { Root } from 'mdast'
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal'
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal'
import { gfmTable } from 'micromark-extension-gfm-table'
import remarkGfm from 'remark-gfm'
import remarkMdc from 'remark-mdc'
import remarkParse from 'remark-parse'
import { unified, type Processor } from 'unified'
import { fastParse } from './fast'
import { fastPathOn } from '../fast-paths'

type SyntaxExtension = ReturnType<typeof gfmAutolinkLiteral>
type FromMarkdownExtension = ReturnType<typeof gfmAutolinkLiteralFromMarkdown>

/**
 * GFM parts a text cannot use without a certain character sequence: parsing such a text
 * without them gives the same tree for less work. Micromark tries their constructs at every
 * word (autolink literals) or every line (tables), and the autolinks' transform walks every
 * text node: on a page with neither, they were about 40 % of the parse.
 */
const OPTIONAL_PARTS = {
  /** `http://`, `https://`, `www.` (any case), or an `@` (an email, `mailto:`, `xmpp:`). */
  autolinks: {
    needs: /https?:\/\/|www\.|@/i,
    syntax: gfmAutolinkLiteral(),
    fromMarkdown: gfmAutolinkLiteralFromMarkdown(),
  },
  /** A table's head row has two cells or a pipe: a table without a `|` is a paragraph. */
  tables: { needs: /\|/, syntax: gfmTable(), fromMarkdown: undefined },
}
type Part = keyof typeof OPTIONAL_PARTS
/** The fields of a micromark extension that map character codes to constructs. */
const CONSTRUCT_FIELDS = [
  'document',
  'contentInitial',
  'flowInitial',
  'flow',
  'string',
  'text',
] as const
const PARTS = Object.keys(OPTIONAL_PARTS) as Part[]

/** Takes GFM parts out of a processor using remark-gfm, by identity of their functions. */
function withoutParts(this: Processor, parts: Part[]): void {
  const data = this.data() as {
    micromarkExtensions?: SyntaxExtension[]
    fromMarkdownExtensions?: (FromMarkdownExtension | FromMarkdownExtension[])[]
  }
  const tokenizers = new Set<unknown>()
  const transforms = new Set<unknown>()
  for (const part of parts) {
    const { syntax, fromMarkdown } = OPTIONAL_PARTS[part]
    for (const field of CONSTRUCT_FIELDS)
      for (const list of Object.values(syntax[field] ?? {}))
        for (const construct of [list ?? []].flat()) tokenizers.add(construct.tokenize)
    for (const transform of fromMarkdown?.transforms ?? []) transforms.add(transform)
  }
  data.micromarkExtensions = (data.micromarkExtensions ?? []).map((extension) => {
    const kept: Record<string, unknown> = { ...extension }
    for (const field of CONSTRUCT_FIELDS) {
      const map = extension[field]
      if (!map) continue
      const constructs: Record<string, unknown> = {}
      for (const [code, list] of Object.entries(map)) {
        const left = [list ?? []].flat().filter((construct) => !tokenizers.has(construct.tokenize))
        if (left.length) constructs[code] = left
      }
      kept[field] = constructs
    }
    return kept as SyntaxExtension
  })
  data.fromMarkdownExtensions = (data.fromMarkdownExtensions ?? [])
    .flat()
    .filter((extension) => !extension.transforms?.some((transform) => transforms.has(transform)))
}

/** The processor of each set of parts left out, built on first use (unified's are reusable). */
const processors = new Map<string, Processor>()

function processorWithout(parts: Part[]): Processor {
  const key = parts.join(',')
  let processor = processors.get(key)
  if (!processor) {
    processor = unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(withoutParts, parts)
      .use(remarkMdc)
      .freeze() as unknown as Processor
    processors.set(key, processor)
  }
  return processor
}

/**
 * The markdown's tree: CommonMark, GFM and MDC. A page made only of what the fast parser reads
 * (fast/blocks.ts) is read by it (unless `CONTENT_FAST_PARSE=0`: fast-paths.ts); any other goes
 * to micromark, without the GFM parts the text
 * cannot use (see {@link OPTIONAL_PARTS}): the same tree either way, for less work.
 */
export async function parseMarkdown(markdown: string): Promise<Root> {
  const fast = fastPathOn('parse') ? fastParse(markdown) : undefined
  parserUse[fast ? 'fast' : 'micromark']++
  return (
    fast ??
    parseMarkdownWithout(
      markdown,
      PARTS.filter((part) => !OPTIONAL_PARTS[part].needs.test(markdown))
    )
  )
}

/** Pages (and READMEs) each parser read in this thread: the bench's share of the fast path. */
export const parserUse = { fast: 0, micromark: 0 }

/** The markdown's tree with some GFM parts left out, whatever the text (for tests). */
export async function parseMarkdownWithout(markdown: string, parts: Part[]): Promise<Root> {
  const parser = processorWithout(parts)
  return (await parser.run(parser.parse(markdown))) as Root
}
