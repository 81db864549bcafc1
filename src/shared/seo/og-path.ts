/**
 * Where a page's Open Graph image is served: `/og/<page path>.png` (`/og/index.png` for the home
 * page). Consumers: the head tags (src/shared/seo/head.ts) and the image endpoint
 * (worker/seo/og-image.ts), which reads the page back from this path.
 */
export const OG_PREFIX = '/og'

/** The image path of a page path. */
export function ogImagePath(pagePath: string): string {
  const bare = pagePath.replace(/\/+$/, '')
  return `${OG_PREFIX}${bare || '/index'}.png`
}

/** The page path of an image path, or undefined when it is not one. */
export function pageOfOgImage(imagePath: string): string | undefined {
  if (!imagePath.startsWith(`${OG_PREFIX}/`) || !imagePath.endsWith('.png')) return undefined
  const page = imagePath.slice(OG_PREFIX.length, -'.png'.length)
  // `/og/.png` would be a second name of the home page's image (`/og/index.png`)
  if (!page || page === '/' || page.includes('//')) return undefined
  return page === '/index' ? '/' : page
}

/** Width and height of every Open Graph image. */
export const OG_SIZE = { width: 1200, height: 630 } as const
