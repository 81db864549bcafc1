/** Question words that say nothing about the topic ("how do I ..."); dropped from Ask AI prompts. */
const QUESTION_WORDS = new Set(
  'a an and are can could do does how i in is it me my of on or should the to use using what when where which why with you your'.split(
    ' '
  )
)

/**
 * The search query of a local 'Ask AI' prompt: the prompt without question words and
 * punctuation (`How do I fetch data?` → `fetch data`); the prompt itself when nothing is left.
 */
export function toAnswerQuery(prompt: string): string {
  const words = prompt
    .replace(/[?!.,;:"“”'‘’()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const kept = words.filter((word) => !QUESTION_WORDS.has(word.toLowerCase()))
  return (kept.length ? kept : words).join(' ').slice(0, 200)
}
