import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emlFileTransport } from '@/email/mailTransport'

let directory: string

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'blockwise-mail-'))
})

afterAll(async () => {
  await rm(directory, { recursive: true, force: true })
})

describe('mail without SMTP_URL (development)', () => {
  it('writes each mail as an .eml file holding the whole message, headers included', async () => {
    const transport = nodemailer.createTransport(emlFileTransport(path.join(directory, 'mail')))
    await transport.sendMail({
      from: 'Blockwise <newsletter@blockwise.local>',
      to: 'reader@example.com',
      subject: 'Confirm your subscription',
      text: 'Open the link to confirm.',
      html: '<p>Open the link to confirm.</p>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })

    const files = await readdir(path.join(directory, 'mail'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/-confirm-your-subscription\.eml$/)

    const mail = await simpleParser(await readFile(path.join(directory, 'mail', files[0]!)))
    expect(mail.subject).toBe('Confirm your subscription')
    expect(mail.to).toMatchObject({ text: 'reader@example.com' })
    expect(mail.text?.trim()).toBe('Open the link to confirm.')
    expect(mail.html).toContain('<p>Open the link to confirm.</p>')
    expect(mail.headerLines.map((header) => header.line)).toContain(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )
  })
})
