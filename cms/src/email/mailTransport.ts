import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type SendMailOptions } from 'nodemailer'
import type { Payload } from 'payload'

import { slugify } from '@blockwise/shared'

import { env } from '@/env'

export type SendMail = (message: SendMailOptions) => Promise<unknown>

/** Through the SMTP server at SMTP_URL. */
function smtp(url: string): SendMail {
  const transport = nodemailer.createTransport(url)
  return (message) => transport.sendMail(message)
}

/** Without SMTP (development): each mail becomes an .eml file a developer can open. */
function emlFiles(directory: string, payload: Payload): SendMail {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return async (message) => {
    const { message: eml } = (await transport.sendMail(message)) as { message: Buffer }
    await mkdir(directory, { recursive: true })
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${slugify(String(message.subject ?? 'mail')).slice(0, 60)}.eml`
    const file = path.join(directory, name)
    await writeFile(file, eml)
    payload.logger.info(`Mail written to ${file}`)
    return { file }
  }
}

export function mailTransport(payload: Payload): SendMail {
  return env.smtpUrl ? smtp(env.smtpUrl) : emlFiles(env.mailDir, payload)
}
