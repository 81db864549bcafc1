/**
 * Looks a key that came from outside (a URL, a query, a cookie, content) up in a plain table:
 * only the table's own keys count, so `constructor`, `__proto__`, `toString` or `hasOwnProperty`
 * never reach `Object.prototype`. Consumers: every table keyed by request input (icon sets and
 * names, route rules, route middleware, OG sections, boot-script strings, i18n templates).
 */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined
}
