import { INITIAL, type IGrammar, type StateStack } from 'shiki/textmate'

/**
 * Code lines rendered before, by grammar state and text. A TextMate grammar tokenizes a line
 * from the state the line before left (the open rules, their captured end patterns, the scopes)
 * and nothing else, so a line met again in the same state renders to the same HTML and leaves
 * the same state: docs repeat many lines (`}`, `</template>`, imports, install commands), and
 * tokenizing (Shiki's oniguruma scanners) was the largest single cost of the content compile.
 * States are made canonical (one object per structure, vscode-textmate treats them as
 * immutable across lines) so that a state can key the cache by a small number. Per thread;
 * bounded in memory. Consumer: dual-theme.ts (its renderer is fixed per highlighter).
 */

/** What one line rendered to and the grammar state it leaves for the next one. */
export interface RenderedLine {
  html: string
  state: StateStack
}

/** The fields of vscode-textmate's StateStackImpl the structural key reads. */
interface StateShape {
  parent: StateShape | null
  ruleId: number
  endRule: string | null
  beginRuleCapturedEOL: boolean
  nameScopesList: ScopeListShape | null
  contentNameScopesList: ScopeListShape | null
}
interface ScopeListShape {
  scopePath: { getSegments(): string[] }
  tokenAttributes: number
}

interface GrammarLines {
  /** Structural key → the canonical state of that structure. */
  states: Map<string, StateStack>
  /** Canonical state → its number (the line keys' prefix). */
  ids: Map<StateStack, number>
  /** `<state number>\n<line>` → what it rendered to. */
  lines: Map<string, RenderedLine>
}

/** Characters (line text plus HTML) kept at most per thread: 10,000 pages stay in the RSS budget. */
const LINE_BUDGET = 6_000_000
/** Distinct states kept at most per grammar (a state with captured text can vary without end). */
const STATE_BUDGET = 20_000

const caches = new WeakMap<IGrammar, GrammarLines>()
let chars = 0

/** Lines served from the cache and lines tokenized, in this thread (for the bench's figures). */
export const lineCacheStats = { hits: 0, misses: 0 }

const scopeKey = (list: ScopeListShape | null) =>
  list ? `${list.scopePath.getSegments().join(' ')}\u0003${list.tokenAttributes}` : ''

/** Everything about a state that can change how the next line tokenizes. */
function structuralKey(state: StateStack): string {
  let key = ''
  for (let level = state as unknown as StateShape | null; level; level = level.parent)
    key +=
      `${level.ruleId}\u0001${level.endRule ?? ''}\u0001${level.beginRuleCapturedEOL ? 1 : 0}` +
      `\u0001${scopeKey(level.nameScopesList)}\u0001${scopeKey(level.contentNameScopesList)}\u0002`
  return key
}

/**
 * The canonical state equal to `state` and its number; the state itself and no number when the
 * state budget is spent.
 */
function canonical(cache: GrammarLines, state: StateStack): { state: StateStack; id?: number } {
  const known = cache.ids.get(state)
  if (known !== undefined) return { state, id: known }
  const key = structuralKey(state)
  const found = cache.states.get(key)
  if (found) return { state: found, id: cache.ids.get(found) }
  if (cache.states.size >= STATE_BUDGET) return { state }
  cache.states.set(key, state)
  cache.ids.set(state, cache.ids.size)
  return { state, id: cache.ids.size - 1 }
}

function grammarLines(grammar: IGrammar): GrammarLines {
  let cache = caches.get(grammar)
  if (!cache) {
    // the first line's state: INITIAL, number 0 in every grammar
    cache = { states: new Map(), ids: new Map([[INITIAL, 0]]), lines: new Map() }
    caches.set(grammar, cache)
  }
  return cache
}

/**
 * Renders one non-empty line that starts in `state`: from the cache, or by tokenizing it
 * (`tokenizeLine2`, no time limit) and passing the binary tokens to `render`, which must
 * depend on nothing but them and the line (the theme's colour map is fixed per grammar).
 */
export function renderLine(
  grammar: IGrammar,
  line: string,
  state: StateStack,
  render: (tokens: Uint32Array, line: string) => string
): RenderedLine {
  const cache = grammarLines(grammar)
  const { id } = canonical(cache, state)
  const key = id === undefined ? undefined : `${id}\n${line}`
  const cached = key === undefined ? undefined : cache.lines.get(key)
  if (cached) {
    lineCacheStats.hits++
    return cached
  }
  lineCacheStats.misses++
  const result = grammar.tokenizeLine2(line, state, 0)
  const rendered = {
    html: render(result.tokens, line),
    state: canonical(cache, result.ruleStack).state,
  }
  if (key !== undefined && chars + key.length + rendered.html.length <= LINE_BUDGET) {
    cache.lines.set(key, rendered)
    chars += key.length + rendered.html.length
  }
  return rendered
}
