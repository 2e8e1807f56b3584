import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One message as the fake mail server received and parsed it. */
export interface CapturedMail {
  from: string
  to: string[]
  subject: string
  headers: Record<string, string>
  html: string
  text: string
}

/** How the server refuses every recipient while set: a real SMTP reply code, e.g. 451 or 550. */
export type SmtpRejection = 451 | 550

/** The replies a real server gives: RFC 5321 codes with RFC 3463 enhanced status codes. */
const REJECTION_REPLIES: Record<SmtpRejection, string> = {
  451: '4.3.0 Mail server temporarily unavailable, try again later',
  550: '5.1.1 Mailbox unavailable',
}

export interface SmtpFake {
  /** For SMTP_URL. */
  url: string
  /**
   * For other processes: GET /messages, GET /rejected (the recipients refused so far),
   * POST /__reset, POST /__control { delayMs?, reject?: 451 | 550 | null }.
   */
  controlUrl: string
  messages: CapturedMail[]
  /** Hold each message back this long before accepting it, as a slow mail server would. */
  setDelay: (ms: number) => void
  close: () => Promise<void>
}

function listen(server: { listen: (port: number, host: string, done: () => void) => unknown }) {
  return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
}

/**
 * A real SMTP server (the `smtp-server` package) on a free port that accepts every message, parses
 * it with `mailparser` and keeps it, plus a small HTTP control surface for other processes.
 */
export async function startSmtpFake(): Promise<SmtpFake> {
  const messages: CapturedMail[] = []
  const rejected: string[] = []
  let delayMs = 0
  let rejection: SmtpRejection | null = null
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!rejection) return callback()
      rejected.push(address.address)
      callback(Object.assign(new Error(REJECTION_REPLIES[rejection]), { responseCode: rejection }))
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            headers: Object.fromEntries(
              parsed.headerLines.map((line) => [
                line.key,
                line.line.slice(line.key.length + 1).trim(),
              ]),
            ),
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
          })
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await listen(smtp)
  const control: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      if (request.url === '/messages') return response.end(JSON.stringify(messages))
      if (request.url === '/rejected') return response.end(JSON.stringify(rejected))
      if (request.url === '/__reset' && request.method === 'POST') {
        messages.length = 0
        rejected.length = 0
        delayMs = 0
        rejection = null
      }
      if (request.url === '/__control' && request.method === 'POST') {
        const control = JSON.parse(body || '{}') as {
          delayMs?: number
          reject?: SmtpRejection | null
        }
        delayMs = control.delayMs ?? delayMs
        if (control.reject !== undefined) rejection = control.reject
      }
      response.end('{}')
    })
  })
  await listen(control)
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const controlPort = (control.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    controlUrl: `http://127.0.0.1:${controlPort}`,
    messages,
    setDelay: (ms) => (delayMs = ms),
    close: async () => {
      control.closeAllConnections()
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => control.close(() => resolve())),
      ])
    },
  }
}

/** Helpers for tests in other processes than the one running the fake. */
export const smtpFake = {
  async messages(controlUrl: string): Promise<CapturedMail[]> {
    return (await (await fetch(`${controlUrl}/messages`)).json()) as CapturedMail[]
  },
  async reset(controlUrl: string): Promise<void> {
    await fetch(`${controlUrl}/__reset`, { method: 'POST' })
  },
  /** Holds each message back this long, as a slow mail server would. */
  async delay(controlUrl: string, delayMs: number): Promise<void> {
    await fetch(`${controlUrl}/__control`, { method: 'POST', body: JSON.stringify({ delayMs }) })
  },
  /** Refuses every recipient with this reply code until called with null. */
  async reject(controlUrl: string, code: SmtpRejection | null): Promise<void> {
    await fetch(`${controlUrl}/__control`, {
      method: 'POST',
      body: JSON.stringify({ reject: code }),
    })
  },
  /** The recipients refused since the last reset. */
  async rejected(controlUrl: string): Promise<string[]> {
    return (await (await fetch(`${controlUrl}/rejected`)).json()) as string[]
  },
}
