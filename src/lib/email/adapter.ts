import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter } from 'payload'

type Options = { smtpUrl?: string; outboxDir: string; fromAddress: string; fromName: string }

/**
 * Real mail through SMTP when configured; otherwise each message is rendered by nodemailer
 * to an .eml file in the outbox folder, so nothing leaves the machine in development.
 */
export function milepostEmailAdapter(options: Options): EmailAdapter<{ messageId: string }> {
  const transporter: Transporter = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  return ({ payload }) => ({
    name: options.smtpUrl ? 'smtp' : 'outbox',
    defaultFromAddress: options.fromAddress,
    defaultFromName: options.fromName,
    sendEmail: async (message) => {
      const info = await transporter.sendMail({
        from: { address: options.fromAddress, name: options.fromName },
        ...message,
      })
      if (!options.smtpUrl) {
        await fs.mkdir(options.outboxDir, { recursive: true })
        const file = path.join(options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
        await fs.writeFile(file, info.message as Buffer)
        payload.logger.info(`Email "${String(message.subject)}" to ${String(message.to)} written to ${file}`)
      }
      return { messageId: info.messageId }
    },
  })
}
