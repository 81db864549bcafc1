/** Question words that say nothing about the topic ("how do I ..."); dropped from Ask AI prompts. */
const QUESTION_WORDS = new Set(
  'a an and are can could do does how i in is it me my of on or should the to use using what when where which why with you your'.split(
    ' '
  )
)

/**
 * Chinese question words, and the particles that end a question or a clause ("如何安装？",
 * "自动导入是怎么工作的？"): Chinese has no spaces, so they are cut out of the text, each leaving
 * a word break, longest first (`怎么样` before `怎么`).
 */
const CHINESE_QUESTION_RE =
  /怎么样|为什么|在哪里|怎么|怎样|如何|什么|哪里|哪些|哪个|是否|能否|请问|应该|可以|我们|我|你|(?:是|的|了|吗|呢|吧)(?=\s|$)/g

/**
 * The search query of a local 'Ask AI' prompt: the prompt without question words and
 * punctuation (`How do I fetch data?` → `fetch data`, `如何配置环境变量？` → `配置环境变量`);
 * the prompt itself when nothing is left.
 */
export function toAnswerQuery(prompt: string): string {
  const split = (text: string) => text.split(/\s+/).filter(Boolean)
  const plain = prompt.replace(/[?!.,;:"“”'‘’()？！。，、；：（）]/g, ' ')
  // twice: a particle can end what cutting a question word left (`是怎么` → `是 ` → ` `)
  const cut = plain.replace(CHINESE_QUESTION_RE, ' ').replace(CHINESE_QUESTION_RE, ' ')
  const kept = split(cut).filter((word) => !QUESTION_WORDS.has(word.toLowerCase()))
  return (kept.length ? kept : split(plain)).join(' ').slice(0, 200)
}
