import { describe, expect, it } from 'vitest'

import { classifyMailFailure } from './mailRefusal'

/** An error shaped as nodemailer's SMTP connection reports it. */
const smtpError = (fields: Record<string, unknown>, message = 'failed') =>
  Object.assign(new Error(message), fields)

describe('classifyMailFailure', () => {
  it('a permanent refusal (5xx) is refused, a temporary one (4xx) deferred', () => {
    expect(
      classifyMailFailure(smtpError({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' })),
    ).toBe('refused')
    expect(
      classifyMailFailure(smtpError({ code: 'EENVELOPE', responseCode: 451, command: 'RCPT TO' })),
    ).toBe('deferred')
    expect(classifyMailFailure(smtpError({ code: 'EMESSAGE', responseCode: 452 }))).toBe('deferred')
  })

  it('a server never reached is deferred', () => {
    expect(
      classifyMailFailure(smtpError({ code: 'ECONNECTION', syscall: 'connect', errno: -111 })),
    ).toBe('deferred')
    expect(
      classifyMailFailure(smtpError({ code: 'ETIMEDOUT', command: 'CONN' }, 'Connection timeout')),
    ).toBe('deferred')
  })

  it('a connection lost with the message possibly handed over is in doubt', () => {
    expect(
      classifyMailFailure(
        smtpError({ code: 'ECONNECTION', command: 'CONN' }, 'Connection closed unexpectedly'),
      ),
    ).toBe('inDoubt')
    expect(classifyMailFailure(smtpError({ code: 'ETIMEDOUT', command: 'CONN' }, 'Timeout'))).toBe(
      'inDoubt',
    )
    expect(classifyMailFailure(new Error('anything else'))).toBe('inDoubt')
  })
})
