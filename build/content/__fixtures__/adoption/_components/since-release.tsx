import type { PropSpec } from '../../../components/registry'
import type { SiteComponentProps } from '../../../components/site'

/** `:since-release{version="4.2"}`: marks an API that appeared in a given Aster release. */
export const props: Record<string, PropSpec> = {
  version: { kind: 'string', pattern: /^\d+\.\d+$/, example: '4.2', required: true },
}

export default function SinceRelease({ version }: SiteComponentProps & { version: string }) {
  return <span className="since-release">Aster {version}+</span>
}
