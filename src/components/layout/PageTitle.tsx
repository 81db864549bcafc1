/**
 * A page's h1 and its one-sentence description (when it has one). `size` picks the scale: docs
 * pages use the compact one beside their aside, content pages (home, blog, hosting) the large
 * one. Consumers: src/pages/DocsPage.tsx, src/pages/ContentPage.tsx.
 */
export function PageTitle({
  title,
  description,
  size,
}: {
  title: string
  description: string
  size: 'docs' | 'content'
}) {
  const docs = size === 'docs'
  return (
    <>
      <h1
        className={`${docs ? 'text-3xl' : 'text-4xl'} font-bold tracking-tight text-slate-900 dark:text-white`}
      >
        {title}
      </h1>
      {description ? (
        <p className={`${docs ? 'mt-3' : 'mt-4'} text-lg text-slate-600 dark:text-slate-300`}>
          {description}
        </p>
      ) : null}
    </>
  )
}
