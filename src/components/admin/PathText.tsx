/**
 * A site path in an admin table: monospace, with a line break allowed after each `/` (never in
 * the middle of a segment), so long paths wrap where a reader expects. Consumers: the Drafts and
 * 'Not found' screens, the redirect rules.
 */
export function PathText({ path, className = '' }: { path: string; className?: string }) {
  const parts = path.split('/')
  return (
    <span className={`font-mono text-xs ${className}`}>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? '/' : ''}
          {part}
          {index > 0 && index < parts.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </span>
  )
}
