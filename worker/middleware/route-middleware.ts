import { ownValue } from '../../src/shared/own-key'
import { ADMIN_BASE, ADMIN_LOGIN_PATH } from '../../src/shared/routing/admin-path'

/*
 * The named route middleware of the route rules (spec 3: `appMiddleware`; spec 8: a missing one
 * is 'Unknown route middleware'). Each decides, from whether a session exists, where a page
 * request must go instead (undefined: render it). Consumer: middleware/admin-guard.ts, which
 * reads the name from the build manifest's rule table.
 */
const ROUTE_MIDDLEWARE: Record<string, (signedIn: boolean) => string | undefined> = {
  /** Signed-in users only: a guest goes to the login page. */
  auth: (signedIn) => (signedIn ? undefined : ADMIN_LOGIN_PATH),
  /** Guests only: a signed-in user goes to the admin area. */
  guest: (signedIn) => (signedIn ? ADMIN_BASE : undefined),
}

/** Runs route middleware `name`; a name no middleware answers to throws 'Unknown route middleware'. */
export function runRouteMiddleware(name: string, signedIn: boolean): string | undefined {
  const middleware = ownValue(ROUTE_MIDDLEWARE, name)
  if (!middleware) throw new Error('Unknown route middleware')
  return middleware(signedIn)
}
