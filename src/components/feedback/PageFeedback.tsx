import FeedbackWidget from '../../islands/FeedbackWidget'
import type { Locale } from '../../shared/i18n/locales'
import { withLocaleParam } from '../../shared/i18n/locale-paths'
import { Island } from '../Island'

/** Where the widget sends votes (worker/api/feedback.ts). */
const FEEDBACK_ENDPOINT = '/api/feedback'

/**
 * The 'Was this helpful?' widget under a docs page or a blog post (the island hydrates on the
 * first interaction, which it replays). Consumers: src/pages/DocsPage.tsx, src/pages/BlogPostPage.tsx.
 */
export function PageFeedback({ path, locale }: { path: string; locale: Locale }) {
  return (
    <Island
      name="FeedbackWidget"
      component={FeedbackWidget}
      hydrate="interaction"
      props={{ endpoint: withLocaleParam(FEEDBACK_ENDPOINT, locale), path, locale }}
    />
  )
}
