import type { Messages } from '../../shared/i18n'
import { localizedPath } from '../../shared/i18n/locale-paths'
import type { PageData } from '../../shared/page-data'

/**
 * The line above a page of the Chinese site whose content is not its translation
 * (PageData.translation): '本页尚未翻译，以下内容为英文原文。' over the English content, or
 * '本页译文可能已过时：英文原文在翻译后有更新。' with a link '查看英文原文' to the English page
 * (a full page load: the other language). Rendered by the page view, so the document and the
 * client navigation payload both carry it. Consumer: src/pages/PageView.tsx.
 */
export function TranslationNotice({ data, t }: { data: PageData; t: Messages }) {
  if (!data.translation) return null
  const outdated = data.translation === 'outdated'
  return (
    <div
      data-translation-notice={data.translation}
      role="note"
      className="border-b border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100"
    >
      <p className="mx-auto flex max-w-[90rem] flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <span className="i-lucide-languages size-4 shrink-0" aria-hidden="true" />
        <span>{outdated ? t['translation.outdated'] : t['translation.missing']}</span>
        {outdated ? (
          <a
            href={localizedPath(data.path, 'en')}
            hrefLang="en"
            data-no-router=""
            className="font-medium underline underline-offset-2"
          >
            {t['translation.viewSource']}
          </a>
        ) : null}
      </p>
    </div>
  )
}
