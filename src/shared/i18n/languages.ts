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
    'search.english': 'In English',
    'admin.nav.translations': 'Translations',
    'admin.translations.intro':
      'How the Chinese site stands, per collection: a translation is current, outdated (its English source changed after it was made) or missing (readers get the English page with a notice). npm run translations lists the same.',
    'admin.translations.collection': 'Collection',
    'admin.translations.current': 'Current',
    'admin.translations.outdated': 'Outdated',
    'admin.translations.missing': 'Missing',
    'admin.translations.item': 'Page or item',
    'admin.translations.status': 'Status',
    'admin.translations.list': 'Outdated and missing ({count})',
  },
  'zh-CN': {
    'blog.feedName': '{site} 博客',
    'blog.feedTitle': '{site} 博客（{format}）',
    'translation.missing': '本页尚未翻译，以下内容为英文原文。',
    'translation.outdated': '本页译文可能已过时：英文原文在翻译后有更新。',
    'translation.viewSource': '查看英文原文',
    'search.english': '英文',
    'admin.nav.translations': '翻译',
    'admin.translations.intro':
      '中文站点各内容集合的翻译情况：译文为最新、已过时（译文完成后英文原文有更新）或缺失（读者看到英文页面和提示）。npm run translations 列出的结果与此一致。',
    'admin.translations.collection': '内容集合',
    'admin.translations.current': '最新',
    'admin.translations.outdated': '已过时',
    'admin.translations.missing': '缺失',
    'admin.translations.item': '页面或条目',
    'admin.translations.status': '状态',
    'admin.translations.list': '已过时和缺失（{count}）',
  },
} as const
