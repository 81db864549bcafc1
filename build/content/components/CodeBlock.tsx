import { en } from '../../../src/shared/i18n/en'
import type { ReactNode } from 'react'

/** Props of {@link CodeBlock}, set by the compiler from the fence: ```ts [file.ts] {2,4-5} */
export interface CodeBlockProps {
  /** Fence language (`ts`), or undefined for plain text. */
  language?: string
  /** The `[filename]` label; in a code group it is the tab label instead. */
  filename?: string
  /** Highlighted line ranges as written (`2,4-5`); already applied to the lines. */
  highlights?: string
  /** Set by CodeGroup: the tab shows the filename, so the header is left out. */
  grouped?: boolean
  /** The highlighted `<pre class="shiki">`. */
  children?: ReactNode
}

/** English at build time; pages swap it for the page language (src/shared/i18n/compiled-labels.ts). */
const COPY_LABEL = en['ui.copyCode']
const GROUPED_CLASS = 'code-block group relative text-sm'
const STANDALONE_CLASS =
  'my-5 overflow-hidden rounded-md border border-slate-200 dark:border-slate-800'

/**
 * A highlighted code block with an optional filename header and a copy button. The button
 * copies the `<code>` text (client script); the code is not duplicated in an attribute.
 */
export function CodeBlock({ language, filename, grouped, children }: CodeBlockProps) {
  const header = filename && !grouped
  return (
    <div
      className={grouped ? GROUPED_CLASS : `${GROUPED_CLASS} ${STANDALONE_CLASS}`}
      data-code-block=""
      data-language={language}
    >
      {header && (
        <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200">
          {language && (
            <span
              className={`code-language rounded bg-slate-200 px-1 font-mono text-[10px] uppercase leading-4 text-slate-600 dark:bg-slate-800 dark:text-slate-300`}
              aria-hidden="true"
            >
              {language}
            </span>
          )}
          <span className="truncate font-mono text-xs">{filename}</span>
        </div>
      )}
      {children}
      <button
        type="button"
        data-copy-code=""
        aria-label={COPY_LABEL}
        title={COPY_LABEL}
        className={`absolute end-2 ${header ? 'top-1.5' : 'top-2'} inline-flex size-7 items-center justify-center rounded-md text-slate-500 opacity-0 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:opacity-100 group-hover:opacity-100 dark:hover:bg-slate-800 dark:hover:text-white`}
      >
        <span className="i-lucide-copy size-4" aria-hidden="true" />
      </button>
    </div>
  )
}
