/** Not kebab-case: loading the folder fails with a rename hint. */
export default function HeroBanner() {
  return <section>bad name</section>
}
