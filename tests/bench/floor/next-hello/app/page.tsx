/** The floor of the site's framework: one server-rendered page, no client component. */
export default function Page() {
  return (
    <main>
      <h1>Lighthouse floor</h1>
      <p>The same short page, rendered by Next.js with nothing for the browser to hydrate.</p>
    </main>
  )
}
