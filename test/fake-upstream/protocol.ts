/**
 * The control protocol of the fake upstream (test/fake-upstream/global-setup.ts), a local HTTP
 * server that stands in for the npm and GitHub APIs and the mail provider in worker tests: nothing reaches the real
 * services. Consumers: the global setup (node), test/worker/modules-cron.test.ts and the newsletter tests
 * (workerd).
 *
 * A test picks a session id and points NPM_API_URL / GITHUB_API_URL at `<url>/<session>/npm`
 * and `<url>/<session>/github`; `PUT <url>/__fake/<session>` sets its answers and clears its
 * calls; `GET <url>/__fake/<session>/calls` lists the requests it received.
 */

/** One answer of the fake: a JSON or text body with a status, late or never (connection dropped). */
export interface FakeAnswer {
  status?: number
  json?: unknown
  text?: string
  /** Answer after this many milliseconds (to exceed a client timeout). */
  delayMs?: number
  /** Close the connection without an answer (a network error for the client). */
  drop?: boolean
}

/** A session's answers: an exact path (with query) first, else the longest matching prefix, else 404. */
export interface FakeScenario {
  exact?: Record<string, FakeAnswer>
  prefix?: Record<string, FakeAnswer>
}

/** A request the fake received: the path inside the session, and the headers the tests check. */
export interface FakeCall {
  method: string
  path: string
  userAgent: string | null
  authorization: string | null
  /** The request body as text ('' when none): a mail the newsletter sent. */
  body: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the fake upstream, e.g. http://127.0.0.1:40123. */
    fakeUpstreamUrl: string
  }
}
