/** A refusal in Payload's own envelope, `{ errors: [{ message }] }`, which its API's clients read. */
export function nativeApiError(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ errors: [{ message }] }, { status, headers })
}
