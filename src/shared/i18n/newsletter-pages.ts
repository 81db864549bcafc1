/**
 * Interface strings of the newsletter page and its issue pages (the subscribe form's own strings
 * are in en.ts and zh-CN.ts), spread into both tables. Consumers: src/pages/NewsletterPage.tsx,
 * src/pages/NewsletterIssuePage.tsx, src/components/newsletter/.
 */
export const NEWSLETTER_PAGE_MESSAGES = {
  en: {
    'newsletter.whatYouGet': 'What you get',
    'newsletter.issueNumber': 'Issue {number}',
    'newsletter.readIssue': 'Read issue {number}',
    'newsletter.back': 'Newsletter',
    'newsletter.nextIssue': 'Get the next issue',
    'newsletter.newer': 'Newer issue',
    'newsletter.older': 'Older issue',
  },
  'zh-CN': {
    'newsletter.whatYouGet': '每期内容',
    'newsletter.issueNumber': '第 {number} 期',
    'newsletter.readIssue': '阅读第 {number} 期',
    'newsletter.back': '时事通讯',
    'newsletter.nextIssue': '订阅下一期',
    'newsletter.newer': '较新一期',
    'newsletter.older': '较早一期',
  },
} as const
