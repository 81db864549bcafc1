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

/**
 * The label of a blog tag in the page's language (`release` → '版本发布'), from the one table
 * of them (src/shared/i18n/blog-tags.ts): the tag stays the source's value in URLs
 * (`?tag=release`). A tag the table does not know shows as written. Consumers: the blog
 * filters, a post's tag list.
 */
export function blogTagLabel(t: Messages, tag: string): string {
  const key = `blog.tag.${tag}`
  return Object.hasOwn(t, key) ? t[key as MessageKey] : tag
}
