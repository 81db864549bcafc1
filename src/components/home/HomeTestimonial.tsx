import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import { Avatar } from '../ui/Avatar'

/** One customer quote with the author's avatar, name and role. */
export function HomeTestimonial({ testimonial }: { testimonial: HomeFrontmatter['testimonial'] }) {
  const { author } = testimonial
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6" data-home="testimonial">
      <figure>
        <span
          className="i-lucide-quote mx-auto block size-8 text-green-600 dark:text-green-400"
          aria-hidden="true"
        />
        <blockquote className="mt-6 text-balance text-2xl font-medium text-slate-900 dark:text-white">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center justify-center gap-3">
          <Avatar name={author.name} src={author.avatar} size={48} lazy />
          <span className="text-left">
            <span className="block font-semibold text-slate-900 dark:text-white" translate="no">
              {author.name}
            </span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">{author.role}</span>
          </span>
        </figcaption>
      </figure>
    </section>
  )
}
