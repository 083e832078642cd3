import 'server-only'
import type { Payload } from 'payload'
import type { Runner } from '../db/drizzle-tables'
import { env } from '../lib/env'
import { mailSealKey, openMail, type QueuedMail, sealMail } from '../lib/email/sealed-mail'
import { jobs, queueJob } from './jobs/catalogue'
import { payloadJobStore } from './stores/job-store'

let key: Buffer | undefined
const sealKey = () => (key ??= mailSealKey(env.PAYLOAD_SECRET))

/**
 * Queues a mail rendered in the request (its language and links as they are now) for a worker to
 * send, with retries: an SMTP outage delays it rather than losing it. Inside a transaction (`db`)
 * the mail exists exactly when what it tells of does.
 */
export async function queueMail(payload: Payload, mail: QueuedMail, options: { key?: string; db?: Runner } = {}): Promise<void> {
  await queueJob(payloadJobStore(payload, options.db), jobs.sendMail, { sealed: sealMail(sealKey(), mail) }, options.key)
}

/** The worker's half: opens the sealed mail and hands it to the mail adapter (a throw is retried). */
export async function sendQueuedMail(payload: Payload, { sealed }: { sealed: string }): Promise<void> {
  await payload.sendEmail(openMail(sealKey(), sealed))
}
