import { describe, expect, it } from 'vitest'
import { AGENT_QUESTIONS } from '../../build/search/__fixtures__/agent-questions'
import { connectClient, json } from './mcp-client'
import { SAMPLE_DOCS } from './content-sample'

/*
 * The evaluation set of search_docs (build/search/__fixtures__/agent-questions.ts), asked through
 * the MCP server as an agent asks it: the page that answers each question must be in the top 3
 * for at least 90 % of them. The bench prints the same figure (build/tools/bench/search-eval.ts).
 * The questions are about the sample's pages: on another corpus (SAMPLE_DOCS false) it is skipped.
 */

/** Questions asked per client (each client is an address of its own, under the rate limit). */
const PER_CLIENT = 20

describe.runIf(SAMPLE_DOCS)('search_docs evaluation', () => {
  it('finds the answering page in the top 3 for at least 90 % of the questions', async () => {
    expect(AGENT_QUESTIONS.length).toBeGreaterThanOrEqual(30)
    const misses: string[] = []
    for (let start = 0; start < AGENT_QUESTIONS.length; start += PER_CLIENT) {
      const client = await connectClient()
      for (const item of AGENT_QUESTIONS.slice(start, start + PER_CLIENT)) {
        const answer = json<{ results: { path: string }[] }>(
          await client.callTool({
            name: 'search_docs',
            arguments: {
              query: item.question,
              version: item.version,
              locale: item.locale,
              limit: 3,
            },
          })
        )
        const top = answer.results.map((result) => result.path)
        if (!top.some((path) => item.answers.includes(path)))
          misses.push(`${item.question} → ${top.join(', ')}`)
      }
      await client.close()
    }
    const share = 1 - misses.length / AGENT_QUESTIONS.length
    console.log(
      `search_docs top-3: ${AGENT_QUESTIONS.length - misses.length}/${AGENT_QUESTIONS.length} (${(share * 100).toFixed(1)} %)\n${misses.map((miss) => `  missed: ${miss}`).join('\n')}`
    )
    expect(share).toBeGreaterThanOrEqual(0.9)
  })
})
