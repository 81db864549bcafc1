import { HTTPException } from 'hono/http-exception'

/** Reason phrases for the status codes the site answers with. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

/** A non-fatal 404 for a path nobody answers: 'Page not found: {path}' (spec 8). */
export function pageNotFound(path: string): HTTPException {
  return new HTTPException(404, { message: `Page not found: ${path}` })
}
