import type { LabelsOf } from '../../shared/i18n/pick'
import {
  chatLink,
  cursorInstallLink,
  pagePrompt,
  vscodeInstallLink,
} from '../../shared/mcp/install-links'

/** The labels the links read (a part of the island's: src/islands/PageActions.tsx). */
type LinkLabels = LabelsOf<
  [
    'pageActions.viewMarkdown',
    'pageActions.viewMarkdownHint',
    'pageActions.openChatGpt',
    'pageActions.openClaude',
    'pageActions.openHint',
    'pageActions.addCursor',
    'pageActions.addVsCode',
    'pageActions.addHint',
    'pageActions.prompt',
  ]
>

/** One link of the menu: its test key, icon, label, hint, target, and whether it leaves the site. */
export interface ActionLink {
  key: 'markdown' | 'chatgpt' | 'claude' | 'cursor' | 'vscode'
  icon: string
  label: string
  hint: string
  href: string
  /** Opens in a new tab (a page); an editor's install link hands over to the app instead. */
  newTab: boolean
}

/**
 * The links of the page actions menu for a page's Markdown path on `origin`: view the Markdown,
 * open it in ChatGPT or Claude with the localized prompt naming its absolute `.md` URL, and the
 * Cursor and VS Code install links of the MCP server at `server`.
 */
export function pageActionLinks(
  markdownPath: string,
  origin: string,
  server: string,
  labels: LinkLabels
): { read: ActionLink[]; install: ActionLink[] } {
  const prompt = pagePrompt(labels['pageActions.prompt'], `${origin}${markdownPath}`)
  const hint = labels['pageActions.openHint']
  return {
    read: [
      {
        key: 'markdown',
        icon: 'i-lucide-file-text',
        label: labels['pageActions.viewMarkdown'],
        hint: labels['pageActions.viewMarkdownHint'],
        href: markdownPath,
        newTab: true,
      },
      {
        key: 'chatgpt',
        icon: 'i-simple-icons-openai',
        label: labels['pageActions.openChatGpt'],
        hint,
        href: chatLink('chatgpt', prompt),
        newTab: true,
      },
      {
        key: 'claude',
        icon: 'i-simple-icons-claude',
        label: labels['pageActions.openClaude'],
        hint,
        href: chatLink('claude', prompt),
        newTab: true,
      },
    ],
    install: [
      {
        key: 'cursor',
        icon: 'i-simple-icons-cursor',
        label: labels['pageActions.addCursor'],
        hint: labels['pageActions.addHint'],
        href: cursorInstallLink(server),
        newTab: false,
      },
      {
        key: 'vscode',
        icon: 'i-simple-icons-visualstudiocode',
        label: labels['pageActions.addVsCode'],
        hint: labels['pageActions.addHint'],
        href: vscodeInstallLink(server),
        newTab: false,
      },
    ],
  }
}
