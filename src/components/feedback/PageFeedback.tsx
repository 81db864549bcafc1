import FeedbackWidget, { FEEDBACK_LABEL_KEYS } from '../../islands/FeedbackWidget'
import type { Messages } from '../../shared/i18n'
import { pickMessages } from '../../shared/i18n/pick'
import { Island } from '../Island'

/** Where the widget sends votes (worker/api/feedback.ts). */
const FEEDBACK_ENDPOINT = '/api/feedback'

/**
 * The 'Was this helpful?' widget under a docs page or a blog post (the island hydrates when it
 * scrolls into view). Consumers: src/pages/DocsPage.tsx, src/pages/BlogPostPage.tsx.
 */
export function PageFeedback({ path, t }: { path: string; t: Messages }) {
  return (
    <Island
      name="FeedbackWidget"
      component={FeedbackWidget}
      hydrate="visible"
      props={{ endpoint: FEEDBACK_ENDPOINT, path, labels: pickMessages(t, FEEDBACK_LABEL_KEYS) }}
    />
  )
}
