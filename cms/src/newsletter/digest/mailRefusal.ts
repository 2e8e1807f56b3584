/**
 * What a failed send means for the reader. `refused`: the mail server answered with a permanent
 * refusal (5xx), retrying the same mail is pointless until someone fixes something. `deferred`:
 * it answered "try later" (4xx) or was never reached; nothing was accepted, so the reader is
 * retried. `inDoubt`: the connection broke with the message possibly handed over; the reader is not
 * mailed again, since a digest must arrive at most once.
 */
export type MailFailure = 'refused' | 'deferred' | 'inDoubt'

interface SmtpError {
  responseCode?: unknown
  syscall?: unknown
  code?: unknown
  message?: unknown
}

/** Nodemailer's timeouts before the server's greeting, when no mail can have been handed over. */
const NEVER_CONNECTED = new Set(['Connection timeout', 'Greeting never received'])

export function classifyMailFailure(error: unknown): MailFailure {
  const { responseCode, syscall, code, message } = (error ?? {}) as SmtpError
  // Nodemailer sets responseCode only from the server's own reply, which refuses the whole mail.
  if (typeof responseCode === 'number') return responseCode >= 500 ? 'refused' : 'deferred'
  // It keeps the socket's error as is: a failed connect() never reached the server.
  if (syscall === 'connect' || syscall === 'getaddrinfo') return 'deferred'
  if (code === 'ETIMEDOUT' && typeof message === 'string' && NEVER_CONNECTED.has(message))
    return 'deferred'
  return 'inDoubt'
}
