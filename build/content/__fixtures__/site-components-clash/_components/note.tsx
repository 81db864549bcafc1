/** Has the name of the built-in `::note`: loading the folder fails. */
export default function Note() {
  return <aside>shadowed</aside>
}
