import type { PropSpec } from '../../../components/registry'
import type { SiteComponentProps } from '../../../components/site'

/** An inline site component: `:version-tag{version="4.1"}`. */
export const props: Record<string, PropSpec> = {
  version: { kind: 'string', pattern: /^\d+\.\d+$/, example: '4.1' },
  /** camelCase: MDC's `{releaseNote="x"}` arrives as `release-note` and is mapped back. */
  releaseNote: { kind: 'string' },
}

export default function VersionTag({
  version,
  releaseNote,
  inline,
}: SiteComponentProps & { version?: string; releaseNote?: string }) {
  return (
    <span className="version-tag" data-inline={inline || undefined} data-note={releaseNote}>
      since v{version}
    </span>
  )
}
