import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import { z } from 'zod'

/** A mail as the queue carries it to a worker: rendered in the request, sent later. */
export const queuedMailSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  html: z.string().optional(),
  text: z.string().optional(),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
})
export type QueuedMail = z.output<typeof queuedMailSchema>

/** The key that seals queued mails, derived from the site's secret. */
export const mailSealKey = (secret: string): Buffer => createHmac('sha256', secret).update('milepost:queued-mail').digest()

/**
 * Queued mails hold reset and confirmation links, and the jobs table is readable by editors (and
 * by whoever reads a backup): a job keeps the mail sealed (AES-256-GCM), opened only by a worker.
 */
export function sealMail(key: Buffer, mail: QueuedMail): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(mail), 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
}

/** The mail a seal holds; throws on a seal made with another key or altered. */
export function openMail(key: Buffer, sealed: string): QueuedMail {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !body) throw new Error('A queued mail that is not sealed')
  const decipher = createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAuthTag(tag)
  const json = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  return queuedMailSchema.parse(JSON.parse(json))
}
