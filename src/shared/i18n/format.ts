/**
 * Fills the `{name}` placeholders of an interface string ('{count} lessons') with values;
 * placeholders without a value stay as they are. Values are inserted literally (no `$`
 * patterns). Consumers: the listing pages (src/pages/*Page.tsx) and their components.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole
  )
}
