import type { ReactNode } from 'react'
import type { PropSpec } from '../../../components/registry'
import type { SiteComponentProps } from '../../../components/site'
import { toneLabel } from './_tone'

/** A site component with every kind of prop and a named slot. */
export const props: Record<string, PropSpec> = {
  title: { kind: 'string', required: true },
  link: { kind: 'url' },
  tone: { kind: 'string', values: ['calm', 'loud'] },
  compact: { kind: 'boolean' },
}

export const slots = ['footer']

interface HeroBannerProps extends SiteComponentProps {
  title: string
  link?: string
  tone?: 'calm' | 'loud'
  compact?: boolean
}

export default function HeroBanner({
  title,
  link,
  tone = 'calm',
  compact,
  slots,
  children,
}: HeroBannerProps) {
  const footer: ReactNode = slots.footer
  return (
    <section className="hero-banner" data-tone={toneLabel(tone)} data-compact={compact || undefined}>
      <strong>{link ? <a href={link}>{title}</a> : title}</strong>
      <div className="hero-body">{children}</div>
      {footer && <footer>{footer}</footer>}
    </section>
  )
}
