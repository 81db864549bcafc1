import { useId } from 'react'
import { MenuButton, MenuLink } from '../components/page-actions/MenuItem'
import { pageActionLinks } from '../components/page-actions/action-links'
import { useMenuButton } from '../components/page-actions/use-menu-button'
import { copyFetchedText } from '../components/ui/copy-fetched-text'
import { raiseToast } from '../components/ui/raise-toast'
import { useCopy } from '../components/ui/use-copy'
import { useHydrated } from '../components/use-hydrated'
import type { LabelsOf } from '../shared/i18n/pick'
import { mcpUrl } from '../shared/mcp/install-links'

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

const BUTTON =
  'inline-flex h-8 items-center gap-1.5 whitespace-nowrap border border-slate-200 bg-white px-2.5 text-sm font-medium text-slate-700 hover:border-green-500 hover:text-green-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:text-green-400'

/**
 * 'Copy page' and its menu (docs pages and blog posts): copy the page as Markdown, view it, open
 * it in ChatGPT or Claude with a prompt naming its `.md` URL, copy the MCP server's URL, or add
 * the server to Cursor or VS Code. A menu button (use-menu-button.ts) that hydrates on first
 * interaction (the click is replayed), so it costs no script before then.
 */
export default function PageActions({ markdownPath, align, labels }: PageActionsProps) {
  const menu = useMenuButton()
  const hydrated = useHydrated()
  const id = useId()
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
  const links = pageActionLinks(markdownPath, origin, server, labels)
  const leave = () => menu.close(false)
  return (
    <div
      ref={menu.root}
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
        ref={menu.button}
        type="button"
        aria-label={labels['pageActions.more']}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? id : undefined}
        data-page-actions-toggle=""
        className={`${BUTTON} -ml-px rounded-r-md px-1.5`}
        onClick={() => menu.setOpen(!menu.open)}
        onKeyDown={menu.onButtonKeyDown}
      >
        <span
          className={`i-lucide-chevron-down size-4 transition-transform ${menu.open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      {menu.open ? (
        <div
          ref={menu.menu}
          id={id}
          role="menu"
          aria-label={labels['pageActions.label']}
          data-page-actions-menu=""
          onKeyDown={menu.onMenuKeyDown}
          className={`absolute ${align === 'start' ? 'left-0' : 'left-0 sm:left-auto sm:right-0'} top-full z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900`}
        >
          <MenuButton
            action="copy"
            icon="i-lucide-copy"
            label={labels['docs.copyPage']}
            hint={labels['pageActions.copyPageHint']}
            onSelect={() => {
              menu.close()
              void copyPage()
            }}
          />
          {links.read.map((link) => (
            <MenuLink key={link.key} link={link} onSelect={leave} />
          ))}
          <div role="separator" className="my-1 border-t border-slate-200 dark:border-slate-700" />
          <MenuButton
            action="mcp"
            icon="i-lucide-plug"
            label={labels['pageActions.copyMcp']}
            hint={labels['pageActions.copyMcpHint']}
            onSelect={() => {
              menu.close()
              copyMcp()
            }}
          />
          {links.install.map((link) => (
            <MenuLink key={link.key} link={link} onSelect={leave} />
          ))}
        </div>
      ) : null}
    </div>
  )
}
