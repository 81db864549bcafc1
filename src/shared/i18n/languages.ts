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
  },
  'zh-CN': {
    'blog.feedName': '{site} 博客',
    'blog.feedTitle': '{site} 博客（{format}）',
  },
} as const
