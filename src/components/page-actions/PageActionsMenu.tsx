import PageActions, { PAGE_ACTIONS_LABEL_KEYS } from '../../islands/PageActions'
import type { Messages } from '../../shared/i18n'
import { pickMessages } from '../../shared/i18n/pick'
import { markdownPathOf } from '../../shared/routing/markdown'
import { Island } from '../Island'
import { useLocalePath } from '../locale-context'

/**
 * The page actions of a page with a Markdown twin (docs pages, blog posts): the PageActions
 * island, live on first interaction. Consumers: src/pages/DocsPage.tsx, src/pages/BlogPostPage.tsx.
 */
export function PageActionsMenu({
  path,
  align,
  t,
}: {
  path: string
  align: 'start' | 'end-from-sm'
  t: Messages
}) {
  const to = useLocalePath()
  return (
    <Island
      name="PageActions"
      component={PageActions}
      props={{
        // the twin in the page's language: a Chinese page copies its Chinese Markdown
        markdownPath: to(markdownPathOf(path)),
        align,
        labels: pickMessages(t, PAGE_ACTIONS_LABEL_KEYS),
      }}
    />
  )
}
