import type { PropSpec } from '../../../components/registry'
import type { SiteComponentProps } from '../../../components/site'

/** An inline site component: `:version-tag{version="4.1"}`. */
export const props: Record<string, PropSpec> = {
  version: { kind: 'string', pattern: /^\d+\.\d+$/, example: '4.1' },
}

export default function VersionTag({ version, inline }: SiteComponentProps & { version?: string }) {
  return (
    <span className="version-tag" data-inline={inline || undefined}>
      since v{version}
    </span>
  )
}
