/**
 * Images the editor can take in from pasted HTML: uploads copied from this editor (they name their
 * media document) and inline data images (which Payload hands to its upload drawer). Any other
 * image would become an upload placeholder that Payload tries to fetch from the other site, which
 * the admin's content security policy refuses, so the placeholder would stay forever.
 */
function isImportable(image: HTMLImageElement): boolean {
  return (
    image.hasAttribute('data-lexical-upload-id') ||
    (image.getAttribute('src') ?? '').startsWith('data:image/')
  )
}

/** The pasted HTML without its remote images, or null when it has none. */
export function withoutRemoteImages(html: string): string | null {
  const document = new DOMParser().parseFromString(html, 'text/html')
  const remote = Array.from(document.images).filter((image) => !isImportable(image))
  if (remote.length === 0) return null
  for (const image of remote) image.remove()
  return document.body.innerHTML
}
