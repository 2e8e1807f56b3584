import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type Transport, type Transporter } from 'nodemailer'

import { slugify } from '@blockwise/shared'

import { env } from '@/env'

/**
 * Without SMTP (development) each mail becomes an .eml file a developer can open:
 * a nodemailer transport, so the message is built exactly as SMTP would send it.
 */
export function emlFileTransport(directory: string): Transport<{ file: string }> {
  return {
    name: 'eml-files',
    version: '1',
    send(mail, done) {
      mail.message.build((buildError, eml) => {
        if (buildError) return done(buildError, { file: '' })
        const subject = slugify(String(mail.data.subject ?? 'mail')).slice(0, 60)
        const file = path.join(
          directory,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${subject}.eml`,
        )
        mkdir(directory, { recursive: true })
          .then(() => writeFile(file, eml))
          .then(() => {
            console.info(`Mail written to ${file}`)
            done(null, { file })
          })
          .catch((error: Error) => done(error, { file }))
      })
    },
  }
}

/** The SMTP server at SMTP_URL, or .eml files under MAIL_DIR when it is unset. */
export function mailTransport(): Transporter {
  return env.smtpUrl
    ? nodemailer.createTransport(env.smtpUrl)
    : nodemailer.createTransport(emlFileTransport(env.mailDir))
}
