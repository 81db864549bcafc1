/**
 * Interface strings of the site's two languages (issue 37): feeds, the notices of an untranslated
 * or outdated page, search results in the other language, the admin 'Translations' screen. Spread
 * into both tables. Consumers: src/shared/seo/head.ts, src/components/docs/TranslationNotice.tsx,
 * the search palette, src/components/admin/TranslationsScreen.tsx.
 */
export const LANGUAGE_MESSAGES = {
  en: {
    'blog.feedName': '{site} blog',
    'blog.feedTitle': '{site} blog ({format})',
    'translation.missing': 'This page is not translated yet: the English original follows.',
    'translation.outdated':
      'This translation may be out of date: the English original changed after it was made.',
    'translation.viewSource': 'View the English original',
    'search.english': 'English',
  },
  'zh-CN': {
    'blog.feedName': '{site} 博客',
    'blog.feedTitle': '{site} 博客（{format}）',
    'translation.missing': '本页尚未翻译，以下内容为英文原文。',
    'translation.outdated': '本页译文可能已过时：英文原文在翻译后有更新。',
    'translation.viewSource': '查看英文原文',
    'search.english': '英文',
  },
} as const
