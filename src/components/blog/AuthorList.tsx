import type { BlogAuthor } from '../../shared/page-data'
import { Avatar } from '../ui/Avatar'

/** A post's authors: overlapping avatars and the names, each linked to its profile when it has one. */
export function AuthorList({ authors, lazy }: { authors: BlogAuthor[]; lazy: boolean }) {
  return (
    <span className="flex items-center gap-2" data-authors="">
      <span className="flex -space-x-2">
        {authors.map((author) => (
          <Avatar key={author.name} name={author.name} src={author.avatar} size={28} lazy={lazy} />
        ))}
      </span>
      {/* names: a browser's page translation leaves them as written */}
      <span className="text-sm text-slate-700 dark:text-slate-300" translate="no">
        {authors.map((author, index) => (
          <span key={author.name}>
            {index ? ', ' : ''}
            {author.to ? (
              <a
                href={author.to}
                target="_blank"
                rel="noopener noreferrer"
                data-external=""
                className="relative z-10 hover:text-green-700 dark:hover:text-green-400"
              >
                {author.name}
              </a>
            ) : (
              author.name
            )}
          </span>
        ))}
      </span>
    </span>
  )
}
