import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { smtpFake } from '../fakes/smtp'
import { uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { authHeaders } from '../support/staff'

/** "Send test to me" greets the editor by name, not by address or a placeholder. */
const cmsUrl = inject('cmsUrl')
const smtp = inject('smtpControlUrl')
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function testDigestTo(name: string | undefined) {
  const account = {
    email: `digest-${uniqueSuffix()}@test.blockwise`,
    password: 'digest-test-password-1',
  }
  await payload.create({
    collection: 'users',
    data: { ...account, role: 'editor', ...(name === undefined ? {} : { name }) },
  })
  const response = await fetch(`${cmsUrl}/api/newsletter/digest/test`, {
    method: 'POST',
    headers: await authHeaders(cmsUrl, account),
  })
  expect(response.status).toBe(200)
  const mails = (await smtpFake.messages(smtp)).filter((mail) => mail.to.includes(account.email))
  expect(mails).toHaveLength(1)
  return mails[0]!
}

describe('the test digest', () => {
  it('greets the editor by name', async () => {
    const mail = await testDigestTo('Ada <Lovelace>')
    expect(mail.text).toContain('Hi Ada <Lovelace>,')
    expect(mail.html).toContain('<p>Hi Ada &#60;Lovelace&#62;,</p>')
  })

  it('greets an account without a name plainly, never by its address', async () => {
    const mail = await testDigestTo('  ')
    expect(mail.text).toContain('Hi there,')
    expect(mail.text).not.toContain('@test.blockwise,')
  })
})
