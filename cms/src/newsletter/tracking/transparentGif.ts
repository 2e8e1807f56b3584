/** The smallest transparent 1×1 GIF (43 bytes): what the open pixel answers, counted or not. */
const TRANSPARENT_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
)

/** The open pixel's answer: never cached, so every open of the mail asks again. */
export function transparentGifResponse(): Response {
  return new Response(new Uint8Array(TRANSPARENT_GIF), {
    status: 200,
    headers: {
      'content-type': 'image/gif',
      'content-length': String(TRANSPARENT_GIF.length),
      'cache-control': 'no-store',
    },
  })
}
