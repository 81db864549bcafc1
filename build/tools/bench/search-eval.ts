import { searchDocs } from '../../../src/shared/search/search-docs'
import { AGENT_QUESTIONS } from '../../search/__fixtures__/agent-questions'
import { loadBuiltIndex } from '../../search/built-index'
import { percentile } from './figures'

/*
 * The evaluation of the MCP tool search_docs (src/shared/search/search-docs.ts) on the built
 * index of dist/, in process: the share of the questions of
 * build/search/__fixtures__/agent-questions.ts whose answering page is in the top 3, and the
 * time a question takes warm. test/worker/mcp-eval.test.ts asserts the same figure (≥ 90 %)
 * through the MCP server in workerd.
 */

/** The figure lines of `npm run bench` (search section). */
export async function benchSearchEval(distDir: string): Promise<string[]> {
  const indexes = {
    en: { '4.x': await loadBuiltIndex(distDir, 4), '3.x': await loadBuiltIndex(distDir, 3) },
    'zh-CN': {
      '4.x': await loadBuiltIndex(distDir, 4, 'zh-CN'),
      '3.x': await loadBuiltIndex(distDir, 3, 'zh-CN'),
    },
  }
  const misses: string[] = []
  const times: number[] = []
  for (const item of AGENT_QUESTIONS) {
    // a question searches the index of its language, as search_docs does
    const started = performance.now()
    const answer = await searchDocs(indexes[item.locale][item.version], item.question, 3)
    times.push(performance.now() - started)
    const top = answer.hits.map((hit) => hit.path)
    if (!top.some((path) => item.answers.includes(path)))
      misses.push(`${item.question} → ${top.join(', ')}`)
  }
  const found = AGENT_QUESTIONS.length - misses.length
  const locales = [...new Set(AGENT_QUESTIONS.map((item) => item.locale))].join(', ')
  return [
    `search_docs evaluation (${AGENT_QUESTIONS.length} developer questions, ${locales}): right page in the top 3 for ${found}/${AGENT_QUESTIONS.length} = ${((found / AGENT_QUESTIONS.length) * 100).toFixed(1)} % (goal ≥ 90 %); per question p50 ${percentile(times, 50).toFixed(2)} ms in process`,
    ...misses.map((miss) => `  missed: ${miss}`),
  ]
}
