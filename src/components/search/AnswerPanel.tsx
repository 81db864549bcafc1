import { useEffect, useState } from 'react'
import type { SearchResult } from '../../shared/search/api'
import type { SearchVersion } from '../../shared/search/filter'
import { toAnswerQuery } from '../../shared/search/answer-query'
import type { PaletteLabels } from './palette-items'
import { fetchSections, type FetchStatus } from './use-palette-data'
import { useLocalePath } from '../locale-context'

/** Passages listed per question. */
const PASSAGES = 5

interface AnswerPanelProps {
  question: string
  version: SearchVersion
  labels: PaletteLabels
  onBack: () => void
  onNavigate: () => void
}

/**
 * The local 'Ask AI' answer (no assistant widget configured): the best-matching passages of the
 * docs and blog for the question, each with a link to its section.
 */
export function AnswerPanel({ question, version, labels, onBack, onNavigate }: AnswerPanelProps) {
  const to = useLocalePath()
  const [prompt, setPrompt] = useState(question)
  const [asked, setAsked] = useState(question.trim())
  const [state, setState] = useState<{ passages: SearchResult[]; status: FetchStatus }>({
    passages: [],
    status: 'idle',
  })
  useEffect(() => {
    if (!asked) return
    const controller = new AbortController()
    setState({ passages: [], status: 'pending' })
    fetchSections(toAnswerQuery(asked), version, controller.signal, PASSAGES).then(
      (passages) => setState({ passages, status: 'success' }),
      (error: Error & { status?: number }) => {
        if (controller.signal.aborted) return
        console.error(`[aster] answer search failed: ${error.message}`)
        setState({ passages: [], status: error.status === 503 ? 'unavailable' : 'error' })
      }
    )
    return () => controller.abort()
  }, [asked, version])
  const ask = () => setAsked(prompt.trim())
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-search-answer="">
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          data-search-answer-back=""
        >
          <span className="i-lucide-arrow-left size-4" aria-hidden="true" />
          {labels['search.back']}
        </button>
        <span className="flex items-center gap-1.5 text-sm font-semibold">
          <span
            className="i-lucide-sparkles size-4 text-green-700 dark:text-green-400"
            aria-hidden="true"
          />
          {labels['search.askAi']}
        </span>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          ask()
        }}
        className="flex items-end gap-2 border-b border-slate-200 p-3 dark:border-slate-800"
      >
        <textarea
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey) return
            event.preventDefault()
            ask()
          }}
          rows={2}
          autoFocus
          placeholder={labels['ui.typeMessage']}
          aria-label={labels['ui.typeMessage']}
          className="min-h-10 flex-1 resize-none rounded-md border border-slate-200 bg-transparent px-3 py-2 text-sm outline-none focus:border-green-500 dark:border-slate-700"
          data-search-answer-input=""
        />
        <button
          type="submit"
          aria-label={labels['ui.sendPrompt']}
          className="inline-flex size-10 items-center justify-center rounded-md bg-green-700 text-white hover:bg-green-800 disabled:opacity-50"
          disabled={!prompt.trim()}
        >
          <span className="i-lucide-send size-4" aria-hidden="true" />
        </button>
      </form>
      <div className="min-h-0 flex-1 overflow-y-auto p-3" aria-live="polite">
        {!asked ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {labels['search.answerHint']}
          </p>
        ) : null}
        {asked && state.status === 'pending' ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{labels['search.loading']}</p>
        ) : null}
        {state.status === 'unavailable' ? (
          <p className="text-sm text-slate-500 dark:text-slate-400" data-search-unavailable="">
            {labels['search.unavailable']}
          </p>
        ) : null}
        {asked && state.status === 'success' && !state.passages.length ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {labels['search.answerEmpty']}
          </p>
        ) : null}
        {state.passages.length ? (
          <>
            <h3 className="mb-2 text-xs font-semibold text-slate-500 dark:text-slate-400">
              {labels['search.answerTitle']}
            </h3>
            <ol className="space-y-3">
              {state.passages.map((passage) => (
                <li
                  key={passage.id}
                  className="rounded-md border border-slate-200 p-3 dark:border-slate-800"
                  data-search-passage={passage.id}
                >
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {[...passage.titles, passage.title].join(' › ')}
                  </p>
                  <p
                    className="mt-1 text-sm [&_mark]:bg-green-100 dark:[&_mark]:bg-green-900 dark:[&_mark]:text-green-100"
                    dangerouslySetInnerHTML={{ __html: passage.snippet }}
                  />
                  <a
                    href={to(
                      passage.anchor
                        ? `${passage.path}#${encodeURIComponent(passage.anchor)}`
                        : passage.path
                    )}
                    onClick={onNavigate}
                    className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-green-700 hover:underline dark:text-green-400"
                  >
                    {labels['search.readSection']}
                    <span className="i-lucide-arrow-right size-3.5" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </div>
  )
}
