/**
 * Reading time of an article from its compiled HTML: words of Latin text at 220 a minute, CJK
 * characters at 400 a minute (Chinese has no spaces to count), code included, at least one
 * minute. Consumer: the blog article loader (worker/pages/blog-post.ts).
 */

const WORDS_PER_MINUTE = 220
const CJK_PER_MINUTE = 400
const TAG_RE = /<[^>]*>/g
const ENTITY_RE = /&[#a-z0-9]+;/gi
const CJK_RE = /[\u3400-\u9fff\uf900-\ufaff]/g
const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu

/** Whole minutes to read `html`, rounded up, at least 1. */
export function readingMinutes(html: string): number {
  const text = html.replace(TAG_RE, ' ').replace(ENTITY_RE, ' ')
  const cjk = text.match(CJK_RE)?.length ?? 0
  const words = text.replace(CJK_RE, ' ').match(WORD_RE)?.length ?? 0
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE + cjk / CJK_PER_MINUTE))
}
