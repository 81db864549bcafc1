import * as v from 'valibot'
import { PageFrontmatterSchema } from './page'

const Text = v.pipe(v.string(), v.minLength(1))

/**
 * An issue of the newsletter (`content/newsletter/<slug>.md`, served at `/newsletter/<slug>`):
 * the base page (its `title` is the issue's headline, its `description` the one-line summary on
 * its card) plus what the list and the issue page show. The body is the issue as it was mailed:
 * `##` sections such as 'Worth reading', 'New in the ecosystem', 'Events'.
 */
export const NewsletterIssueSchema = v.looseObject({
  ...PageFrontmatterSchema.entries,
  /** The issue's number, counted from the first one ever sent: shown as 'Issue 23'. */
  issue: v.pipe(
    v.number('"issue" must be the issue number, e.g. 23'),
    v.integer('"issue" must be a whole number'),
    v.minValue(1, '"issue" starts at 1')
  ),
  /** The day it was mailed, `YYYY-MM-DD`: issues are listed newest first. */
  date: v.pipe(
    v.string('"date" must be written as YYYY-MM-DD'),
    v.isoDate('"date" must be written as YYYY-MM-DD')
  ),
  /** Two or three short topics shown on its card, e.g. `Release`, `Tutorial`, `Events`. */
  topics: v.optional(v.pipe(v.array(Text), v.maxLength(4, 'at most 4 "topics"')), []),
})

/**
 * One thing a subscriber gets (`perks:` of `content/landing/newsletter.md`), shown as a row with
 * its icon beside the signup form.
 */
export const NewsletterPerkSchema = v.strictObject({
  /** Short heading, e.g. 'Releases, explained'. */
  title: Text,
  /** One sentence. */
  description: Text,
  /** Icon class, e.g. `i-lucide-rocket`. */
  icon: v.optional(
    v.pipe(v.string(), v.startsWith('i-', '"icon" must be an icon class like i-lucide-rocket'))
  ),
})
