import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { raiseToast } from '../components/ui/raise-toast'
import { useCopy } from '../components/ui/use-copy'
import { useHydrated } from '../components/use-hydrated'
import type { LabelsOf } from '../shared/i18n/pick'
import {
  chatLink,
  cursorInstallLink,
  mcpUrl,
  pagePrompt,
  vscodeInstallLink,
} from '../shared/mcp/install-links'
import { copyFetchedText } from '../components/ui/copy-fetched-text'

/** The menu's strings (picked on the server: src/shared/i18n/pick.ts). */
export const PAGE_ACTIONS_LABEL_KEYS = [
  'docs.copyPage',
  'docs.copied',
  'pageActions.label',
  'pageActions.more',
  'pageActions.copyPageHint',
  'pageActions.viewMarkdown',
  'pageActions.viewMarkdownHint',
  'pageActions.openChatGpt',
  'pageActions.openClaude',
  'pageActions.openHint',
  'pageActions.copyMcp',
  'pageActions.copyMcpHint',
  'pageActions.addCursor',
  'pageActions.addVsCode',
  'pageActions.addHint',
  'pageActions.mcpCopied',
  'pageActions.copyFailed',
  'pageActions.prompt',
] as const

export interface PageActionsProps {
  /** The page's Markdown twin, a site path (`/docs/4.x/x.md`). */
  markdownPath: string
  /** Where the menu opens: under the buttons' start, or (from 640 px) under their end. */
  align: 'start' | 'end-from-sm'
  labels: LabelsOf<typeof PAGE_ACTIONS_LABEL_KEYS>
}

const ITEM =
  'flex w-full items-start gap-3 rounded-md px-2.5 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-offset-[-2px] dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800'
const BUTTON =
  'inline-flex h-8 items-center gap-1.5 whitespace-nowrap border border-slate-200 bg-white px-2.5 text-sm font-medium text-slate-700 hover:border-green-500 hover:text-green-700 focus-visible:outline-2 focus-visible:outline-green-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:text-green-400'

/**
 * 'Copy page' and its menu (docs pages and blog posts): copy the page as Markdown, view it, open
 * it in ChatGPT or Claude with a prompt naming its `.md` URL, copy the MCP server's URL, or add
 * the server to Cursor or VS Code. A menu button (WAI-ARIA): arrows, Home/End move, Escape and
 * Tab close, focus returns to the button. Hydrates on first interaction (the click is replayed).
 */
export default function PageActions({ markdownPath, align, labels }: PageActionsProps) {
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const server = mcpUrl(origin)
  const [, copyMcp] = useCopy(server, {
    copiedTitle: labels['pageActions.mcpCopied'],
    failedTitle: labels['pageActions.copyFailed'],
  })
  const copyPage = () =>
    copyFetchedText(markdownPath).then(
      () => raiseToast({ title: labels['docs.copied'], color: 'success' }),
      (error: unknown) => {
        console.error('[aster] copy page failed:', error)
        raiseToast({ title: labels['pageActions.copyFailed'], color: 'error' })
      }
    )
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]

  useEffect(() => {
    if (!open) return
    items()[0]?.focus()
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  const close = (refocus = true) => {
    setOpen(false)
    if (refocus) toggle.current?.focus()
  }
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items()
    const at = list.indexOf(document.activeElement as HTMLElement)
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key]
    if (move !== undefined) {
      event.preventDefault()
      list[(move + list.length) % list.length]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') close(false)
  }
  const markdownUrl = `${origin}${markdownPath}`
  const prompt = pagePrompt(labels['pageActions.prompt'], markdownUrl)
  const links = [
    {
      key: 'markdown',
      icon: 'i-lucide-file-text',
      label: labels['pageActions.viewMarkdown'],
      hint: labels['pageActions.viewMarkdownHint'],
      href: markdownPath,
    },
    {
      key: 'chatgpt',
      icon: 'i-simple-icons-openai',
      label: labels['pageActions.openChatGpt'],
      hint: labels['pageActions.openHint'],
      href: chatLink('chatgpt', prompt),
    },
    {
      key: 'claude',
      icon: 'i-simple-icons-claude',
      label: labels['pageActions.openClaude'],
      hint: labels['pageActions.openHint'],
      href: chatLink('claude', prompt),
    },
  ]
  const installs = [
    {
      key: 'cursor',
      icon: 'i-simple-icons-cursor',
      label: labels['pageActions.addCursor'],
      hint: labels['pageActions.addHint'],
      href: cursorInstallLink(server),
    },
    {
      key: 'vscode',
      icon: 'i-simple-icons-visualstudiocode',
      label: labels['pageActions.addVsCode'],
      hint: labels['pageActions.addHint'],
      href: vscodeInstallLink(server),
    },
  ]
  const item = (icon: string, label: string, hint: string) => (
    <>
      <span className={`${icon} mt-0.5 size-4 shrink-0`} aria-hidden="true" />
      <span className="flex flex-col">
        <span className="font-medium">{label}</span>
        <span className="text-xs text-slate-500 dark:text-slate-400">{hint}</span>
      </span>
    </>
  )
  const link = (entry: (typeof links)[number]) => (
    <a
      key={entry.key}
      role="menuitem"
      tabIndex={-1}
      href={entry.href}
      data-page-action={entry.key}
      {...(entry.key === 'cursor' || entry.key === 'vscode'
        ? {}
        : { target: '_blank', rel: 'noopener noreferrer', 'data-external': '' })}
      className={ITEM}
      onClick={() => close(false)}
    >
      {item(entry.icon, entry.label, entry.hint)}
    </a>
  )
  return (
    <div
      ref={root}
      className="relative inline-flex shrink-0 self-start"
      data-page-actions=""
      data-ready={hydrated ? '' : undefined}
    >
      <button
        type="button"
        data-copy-page={markdownPath}
        className={`${BUTTON} rounded-l-md`}
        onClick={() => void copyPage()}
      >
        <span className="i-lucide-copy size-4" aria-hidden="true" />
        {labels['docs.copyPage']}
      </button>
      <button
        ref={toggle}
        type="button"
        aria-label={labels['pageActions.more']}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-page-actions-toggle=""
        className={`${BUTTON} -ml-px rounded-r-md px-1.5`}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            setOpen(true)
          }
        }}
      >
        <span
          className={`i-lucide-chevron-down size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      {open ? (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={labels['pageActions.label']}
          data-page-actions-menu=""
          onKeyDown={onMenuKey}
          className={`absolute ${align === 'start' ? 'left-0' : 'left-0 sm:left-auto sm:right-0'} top-full z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900`}
        >
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            data-page-action="copy"
            className={ITEM}
            onClick={() => {
              close()
              void copyPage()
            }}
          >
            {item('i-lucide-copy', labels['docs.copyPage'], labels['pageActions.copyPageHint'])}
          </button>
          {links.map(link)}
          <div role="separator" className="my-1 border-t border-slate-200 dark:border-slate-700" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            data-page-action="mcp"
            className={ITEM}
            onClick={() => {
              close()
              copyMcp()
            }}
          >
            {item(
              'i-lucide-plug',
              labels['pageActions.copyMcp'],
              labels['pageActions.copyMcpHint']
            )}
          </button>
          {installs.map(link)}
        </div>
      ) : null}
    </div>
  )
}
