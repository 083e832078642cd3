import 'server-only'
import type { Payload } from 'payload'
import { z } from 'zod'
import type { Runner } from '../db/drizzle-tables'
import { enqueue } from '../jobs/queue'
import { env } from '../lib/env'
import { mailSealKey, openMail, type QueuedMail, sealMail } from '../lib/email/sealed-mail'
import { SEND_MAIL_TASK, tasks } from './jobs'
import { payloadJobStore } from './stores/job-store'

let key: Buffer | undefined
const sealKey = () => (key ??= mailSealKey(env.PAYLOAD_SECRET))

/**
 * Queues a mail rendered in the request (its language and links as they are now) for a worker to
 * send, with retries: an SMTP outage delays it rather than losing it. Inside a transaction (`db`)
 * the mail exists exactly when what it tells of does.
 */
export async function queueMail(payload: Payload, mail: QueuedMail, options: { key?: string; db?: Runner } = {}): Promise<void> {
  await enqueue(payloadJobStore(payload, options.db), tasks, { task: SEND_MAIL_TASK, input: { sealed: sealMail(sealKey(), mail) }, key: options.key })
}

/** The worker's half: opens the sealed mail and hands it to the mail adapter (a throw is retried). */
export async function sendQueuedMail(payload: Payload, input: unknown): Promise<void> {
  const { sealed } = z.object({ sealed: z.string().min(1).max(1_000_000) }).parse(input)
  await payload.sendEmail(openMail(sealKey(), sealed))
}
