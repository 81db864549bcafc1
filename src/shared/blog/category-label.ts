import type { MessageKey, Messages } from '../i18n'

/**
 * The label of a blog category in the page's language (`Tutorial` → '教程'): the category stays
 * the source's value in URLs and data (`?category=Tutorial`), only its label is translated. A
 * value the tables do not know shows as it is. Consumers: the blog filters, a post's byline.
 */
export function blogCategoryLabel(t: Messages, category: string): string {
  const key = `blog.category.${category}`
  return Object.hasOwn(t, key) ? t[key as MessageKey] : category
}
