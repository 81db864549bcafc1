import { createApp } from './app'

const app = createApp()

/** The Worker entry: wiring only. */
export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>
