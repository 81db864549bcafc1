import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import type { Messages } from '../../shared/i18n'
import { localizeCompiledHtml } from '../../shared/i18n/compiled-labels'
import { useLocale } from '../locale-context'
import { HomeSection } from './HomeSection'

/**
 * The code showcase: the heading from frontmatter and the page body, a `::tabs` block of
 * highlighted snippets compiled at build time; its tabs switch with the boot script's content
 * behaviours, so no island is needed.
 */
export function HomeCode({
  code,
  body,
  t,
}: {
  code: HomeFrontmatter['code']
  body: string
  t: Messages
}) {
  return (
    <HomeSection
      name="code"
      section={code}
      className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-20 sm:px-6 lg:grid-cols-[2fr_3fr]"
    >
      <div
        className="prose min-w-0 max-w-none [&_button]:whitespace-nowrap [&_.tabs]:my-0 [&_.tabs]:bg-white [&_.tabs]:shadow-lg dark:[&_.tabs]:bg-slate-950"
        dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(body, t, useLocale()) }}
      />
    </HomeSection>
  )
}
