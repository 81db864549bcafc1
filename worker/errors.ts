import { HTTPException } from 'hono/http-exception'

/** Reason phrases for the status codes the site answers with. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

/** The database holds no content (empty, or without its tables): say how to load it. */
export function contentNotLoaded(detail: string): HTTPException {
  return new HTTPException(503, {
    message: `content not loaded (${detail}): run \`npm run prepare:local\` locally, or the deploy step (\`npm run deploy\`) for a remote database`,
  })
}

/** D1 failed or did not answer: the page is unavailable for now, not missing. */
export function contentUnavailable(detail: string): HTTPException {
  return new HTTPException(503, {
    message: `content is temporarily unavailable (${detail}); try again in a moment`,
  })
}

/** Spec 3's error object, as every JSON error answer carries it. */
export interface ErrorObject {
  statusCode: number
  statusMessage: string
  message: string
  /** The same text as `message`: the field the site's JSON errors carried first. */
  error: string
}

/** The error object of a status and message, with an answer's own extra fields (e.g. `field`). */
export function errorObject(
  status: number,
  message: string,
  extra: Record<string, unknown> = {}
): ErrorObject & Record<string, unknown> {
  const statusMessage = STATUS_MESSAGES[status] ?? 'Error'
  return { statusCode: status, statusMessage, message, ...extra, error: message }
}

/** Spec 8, "Request timeout": the message a timed-out request fails with. */
export const TIMEOUT_ERROR_MESSAGE = '[TimeoutError]: The operation was aborted due to timeout'

/** A page's data did not come within the content timeout: 503 with the spec's message and why. */
export function requestTimedOut(ms: number): HTTPException {
  return new HTTPException(503, {
    message: `${TIMEOUT_ERROR_MESSAGE} (the database did not answer within ${ms} ms); try again in a moment`,
  })
}

const MISSING_TABLE_RE = /no such table/i
const D1_ERROR_RE = /\bD1_|SQLITE_|D1 DB|Network connection lost/i

/**
 * The HTTP error an unexpected error stands for: a D1 failure (found along the error's `cause`
 * chain, as drizzle wraps it) is a 503 with a message (a missing table means the content was never
 * loaded); anything else stays a 500.
 */
export function toHttpError(error: unknown): HTTPException | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (MISSING_TABLE_RE.test(e.message))
      return contentNotLoaded('the database has no content tables')
    if (D1_ERROR_RE.test(e.message)) return contentUnavailable('the database failed')
  }
  return undefined
}

/**
 * The fatal 404 of a route whose validity check fails (spec 5 and 8): the path matches a route
 * but cannot be one of its pages (e.g. a module name that is not valid percent-encoding).
 * `fullPath` is the path with its query string: 'Page Not Found: {fullPath}'.
 */
export function invalidRoute(fullPath: string): HTTPException {
  return new HTTPException(404, { message: `Page Not Found: ${fullPath}` })
}

/** A non-fatal 404 for a path nobody answers: 'Page not found: {path}' (spec 8). */
export function pageNotFound(path: string): HTTPException {
  return new HTTPException(404, { message: `Page not found: ${path}` })
}
