/** No default export: loading the folder fails. */
export function NoDefault() {
  return <section>no default</section>
}
