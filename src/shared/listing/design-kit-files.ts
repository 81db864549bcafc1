/**
 * How the design kit page reads an asset's `files` (content/design-kit/*.yml): files with the
 * same name and different extensions are one variant (`logo-green-white.svg` + `.png`); a name
 * holding `white` is drawn for dark backgrounds. Consumer: src/pages/DesignKitPage.tsx.
 */
export interface DesignKitVariant {
  /** The file name without folder and extension (`logo-green-white`). */
  key: string
  /** The background the variant is drawn for (and previewed on). */
  background: 'light' | 'dark'
  /** Downloads by format, in the order SVG then PNG. */
  downloads: { format: 'SVG' | 'PNG'; href: string }[]
  /** The file shown as the preview (the SVG if there is one). */
  preview: string
}

const FORMAT_RE = /\.(svg|png)$/i

/** The variants of an asset's files; files that are neither SVG nor PNG are left out. */
export function groupDesignKitFiles(files: readonly string[]): DesignKitVariant[] {
  const variants = new Map<string, DesignKitVariant>()
  for (const file of files) {
    const format = FORMAT_RE.exec(file)?.[1]?.toUpperCase() as 'SVG' | 'PNG' | undefined
    if (!format) continue
    const key = file.slice(file.lastIndexOf('/') + 1).replace(FORMAT_RE, '')
    const variant = variants.get(key) ?? {
      key,
      background: /white/i.test(key) ? 'dark' : 'light',
      downloads: [],
      preview: file,
    }
    variant.downloads.push({ format, href: file })
    variant.downloads.sort((a, b) => a.format.localeCompare(b.format) * -1)
    if (format === 'SVG') variant.preview = file
    variants.set(key, variant)
  }
  return [...variants.values()]
}
