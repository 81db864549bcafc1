import type { PropSpec } from '../../../components/registry'
import type { SiteComponentProps } from '../../../components/site'

/**
 * `:since-release{version="4.2"}`: marks an API that appeared in a given Aster release;
 * `{release-note="v4-2"}` (or `{releaseNote=…}`) reaches the camelCase prop `releaseNote`.
 */
export const props: Record<string, PropSpec> = {
  version: { kind: 'string', pattern: /^\d+\.\d+$/, example: '4.2', required: true },
  releaseNote: { kind: 'string' },
}

export default function SinceRelease({
  version,
  releaseNote,
}: SiteComponentProps & { version: string; releaseNote?: string }) {
  return (
    <span className="since-release" data-note={releaseNote}>
      Aster {version}+
    </span>
  )
}
