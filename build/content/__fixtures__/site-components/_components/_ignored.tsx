/** Starts with `_`: a helper, never loaded as a component (it has no default export). */
export const IGNORED = true
