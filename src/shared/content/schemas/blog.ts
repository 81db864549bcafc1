import * as v from 'valibot'
import { PageFrontmatterSchema } from './page'
import { HttpUrlSchema, LinkSchema } from './url'

/** A blog author; unknown keys are kept. */
export const AuthorSchema = v.looseObject({
  name: v.pipe(v.string(), v.minLength(1)),
  /** Profile link (https). */
  to: v.optional(v.pipe(HttpUrlSchema, v.startsWith('https://', 'must be an https:// URL'))),
  /** Avatar image: site path or http(s) URL. */
  avatar: v.optional(LinkSchema),
})

/** Blog article frontmatter (spec 3: adds authors, category, date, draft, image, tags). */
export const BlogFrontmatterSchema = v.looseObject({
  ...PageFrontmatterSchema.entries,
  authors: v.pipe(
    v.array(AuthorSchema),
    v.minLength(1, 'a blog article needs at least one author')
  ),
  category: v.picklist(
    ['Release', 'Tutorial', 'Announcement', 'Article'],
    '"category" must be Release, Tutorial, Announcement or Article'
  ),
  /** Publication date, `YYYY-MM-DD`. */
  date: v.pipe(
    v.string('"date" must be written as YYYY-MM-DD'),
    v.isoDate('"date" must be written as YYYY-MM-DD')
  ),
  /** Drafts are built but never listed. */
  draft: v.optional(v.boolean(), false),
  /** Cover image: site path or http(s) URL. */
  image: v.optional(LinkSchema),
  tags: v.optional(v.array(v.string()), []),
})
