/**
 * The public routes of the spec (section 2) that are not content pages. Consumers: the
 * worker's router (worker/app.ts mounts a page per entry), the build-time link check
 * (build/content/link-check.ts), the header/footer navigation.
 */
export const APP_ROUTES = [
  '/',
  '/team',
  '/showcase',
  '/templates',
  '/blog',
  '/design-kit',
  '/newsletter',
  '/deploy',
  '/modules',
  '/video-courses',
  '/enterprise',
  '/enterprise/jobs',
  '/enterprise/support',
  '/enterprise/sponsors',
  '/enterprise/agencies',
  '/admin',
  '/admin/login',
] as const

/** Route patterns with a dynamic segment, as regexes over the path. */
export const DYNAMIC_ROUTES: readonly RegExp[] = [/^\/modules\/[a-z0-9@][\w./-]*$/]

/** True when the path is served by an app route (not counting content pages and redirects). */
export function isAppRoute(path: string): boolean {
  return (
    (APP_ROUTES as readonly string[]).includes(path) || DYNAMIC_ROUTES.some((re) => re.test(path))
  )
}
