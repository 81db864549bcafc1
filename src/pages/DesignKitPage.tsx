import { Island } from '../components/Island'
import { ListingHero } from '../components/listing/ListingHero'
import CopyTextButton from '../islands/CopyTextButton'
import { LOGO_SVG } from '../shared/brand'
import type { DesignKitAsset } from '../shared/collection-pages'
import type { Messages } from '../shared/i18n'
import { fillTemplate } from '../shared/i18n/format'
import { localizeCompiledHtml } from '../shared/i18n/compiled-labels'
import { useLocale } from '../components/locale-context'
import { groupDesignKitFiles } from '../shared/listing/design-kit-files'
import type { DesignKitPageData } from '../shared/page-data'

const HEADING = 'text-2xl font-bold tracking-tight text-slate-900 dark:text-white'
const DOWNLOAD =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-700 hover:border-green-500 hover:text-green-700 dark:border-slate-700 dark:text-slate-200 dark:hover:text-green-400'

/** One logo asset: a preview per variant (on its background) with SVG and PNG downloads. */
function LogoAsset({ asset, t }: { asset: DesignKitAsset; t: Messages }) {
  return (
    <article data-design-asset={asset.kind}>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{asset.name}</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{asset.description}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {groupDesignKitFiles(asset.files).map((variant) => {
          const label = t[variant.background === 'dark' ? 'designKit.onDark' : 'designKit.onLight']
          return (
            <li
              key={variant.key}
              className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
            >
              <div
                className={`flex h-36 items-center justify-center p-6 ${variant.background === 'dark' ? 'bg-[#020420] dark:bg-slate-900' : 'bg-white'}`}
              >
                <img
                  src={variant.preview}
                  alt={fillTemplate(t['designKit.preview'], { name: asset.name, variant: label })}
                  width={asset.kind === 'icon' ? 64 : 200}
                  height={64}
                  loading="lazy"
                  className="h-16 w-auto max-w-full"
                />
              </div>
              <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 p-3 dark:border-slate-800">
                <span className="mr-auto text-sm text-slate-600 dark:text-slate-400">{label}</span>
                {variant.downloads.map((file) => (
                  <a
                    key={file.href}
                    href={file.href}
                    download
                    className={DOWNLOAD}
                    aria-label={`${fillTemplate(t['designKit.download'], { format: file.format })}, ${asset.name}, ${label}`}
                    data-download={file.format}
                  >
                    <span className="i-lucide-download size-4" aria-hidden="true" />
                    {file.format}
                  </a>
                ))}
              </div>
            </li>
          )
        })}
      </ul>
    </article>
  )
}

/** One colour: a swatch, its name and use, and a button copying its hex value. */
function ColourSwatch({ colour, t }: { colour: DesignKitAsset; t: Messages }) {
  const value = colour.value!.toUpperCase()
  return (
    <li
      className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
      data-colour={value}
    >
      <div
        className="h-24 border-b border-slate-200 dark:border-slate-800 dark:shadow-[inset_0_0_0_1px_rgba(255,255,255,0.15)]"
        style={{ background: value }}
      />
      <div className="flex flex-col gap-2 p-4">
        <h3 className="font-semibold text-slate-900 dark:text-white">{colour.name}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{colour.description}</p>
        <div>
          <Island
            name="CopyTextButton"
            component={CopyTextButton}
            props={{
              text: value,
              label: value,
              copiedTitle: t['designKit.copied'],
              failedTitle: t['modules.copyFailed'],
              className: 'font-mono',
            }}
          />
        </div>
      </div>
    </li>
  )
}

/** /design-kit: logos with downloads and 'Copy logo as SVG', colours with copy, usage rules. */
export function DesignKitPage({ data, t }: { data: DesignKitPageData; t: Messages }) {
  return (
    <div data-listing="design-kit">
      <ListingHero title={data.title} intro={{ hero: data.hero, body: '' }} t={t} />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12 sm:px-6">
        <section aria-labelledby="logos" data-design-logos="">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="logos" className={HEADING}>
              {t['designKit.logos']}
            </h2>
            <Island
              name="CopyTextButton"
              component={CopyTextButton}
              props={{
                text: LOGO_SVG,
                label: t['header.logoMenu.copySvg'],
                copiedTitle: t['header.logoCopied'],
                failedTitle: t['modules.copyFailed'],
                quiet: true,
              }}
            />
          </div>
          <div className="mt-6 flex flex-col gap-10">
            {data.logos.map((asset) => (
              <LogoAsset key={asset.name} asset={asset} t={t} />
            ))}
          </div>
        </section>
        <section aria-labelledby="colours">
          <h2 id="colours" className={HEADING}>
            {t['designKit.colours']}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-3" data-design-colours="">
            {data.colours.map((colour) => (
              <ColourSwatch key={colour.name} colour={colour} t={t} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="usage" data-design-usage="">
          <h2 id="usage" className={HEADING}>
            {t['designKit.usage']}
          </h2>
          <div
            className="prose mt-4 max-w-3xl"
            dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(data.body, t, useLocale()) }}
          />
        </section>
      </div>
    </div>
  )
}
