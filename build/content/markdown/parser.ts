import type { Root } from 'mdast'
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal'
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal'
import remarkGfm from 'remark-gfm'
import remarkMdc from 'remark-mdc'
import remarkParse from 'remark-parse'
import { unified, type Processor } from 'unified'

type SyntaxExtension = ReturnType<typeof gfmAutolinkLiteral>
type FromMarkdownExtension = ReturnType<typeof gfmAutolinkLiteralFromMarkdown>

/**
 * What GFM's autolink literals need in a text, case aside: `http://`, `https://`, `www.`, or an
 * `@` (an email, `mailto:`, `xmpp:`). Both of their passes (micromark's constructs, tried at the
 * start of every word, and the transform over every text node) were about a third of the parse
 * of a page that has none of them.
 */
const AUTOLINK_CANDIDATE = /https?:\/\/|www\.|@/i

/** Takes GFM's autolink literals out of a processor using remark-gfm, by identity of their parts. */
function withoutAutolinkLiterals(this: Processor): void {
  const data = this.data() as {
    micromarkExtensions?: SyntaxExtension[]
    fromMarkdownExtensions?: (FromMarkdownExtension | FromMarkdownExtension[])[]
  }
  const constructs = new Set(Object.values(gfmAutolinkLiteral().text ?? {}).flat())
  const transforms = new Set(gfmAutolinkLiteralFromMarkdown().transforms)
  data.micromarkExtensions = (data.micromarkExtensions ?? []).map((extension) => {
    if (!extension.text) return extension
    const text: Record<string, unknown> = {}
    for (const [code, list] of Object.entries(extension.text)) {
      const kept = [list ?? []].flat().filter((construct) => !constructs.has(construct))
      if (kept.length) text[code] = kept
    }
    return { ...extension, text: text as SyntaxExtension['text'] }
  })
  data.fromMarkdownExtensions = (data.fromMarkdownExtensions ?? [])
    .flat()
    .filter((extension) => !extension.transforms?.some((transform) => transforms.has(transform)))
}

// Built once per process; unified processors are reusable once frozen.
const full = unified().use(remarkParse).use(remarkGfm).use(remarkMdc).freeze()
const plain = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(withoutAutolinkLiterals)
  .use(remarkMdc)
  .freeze()

/**
 * The markdown's tree: CommonMark, GFM and MDC. A text that has nothing an autolink literal
 * could start from is parsed without them: the same tree, a third less work.
 */
export function parseMarkdown(markdown: string): Promise<Root> {
  return parseMarkdownWith(markdown, AUTOLINK_CANDIDATE.test(markdown))
}

/** The markdown's tree, with or without GFM's autolink literals. */
export async function parseMarkdownWith(markdown: string, autolinks: boolean): Promise<Root> {
  const parser = autolinks ? full : plain
  return (await parser.run(parser.parse(markdown))) as Root
}
