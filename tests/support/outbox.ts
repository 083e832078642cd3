import type { Payload } from 'payload'
import { runDueJobs } from '../../src/server/jobs/worker'
import { outboxMailsTo } from './outbox-files'

export { outboxMailsTo }

/** Mails leave requests through the job queue: the worker runs the due ones, then the outbox is read. */
export async function deliveredMailsTo(payload: Payload, dataDir: string, email: string): Promise<string[]> {
  await runDueJobs(payload)
  return outboxMailsTo(dataDir, email)
}

/** The newest mail delivered to an address, '' when there is none (the due jobs are run first). */
export async function lastMailTo(payload: Payload, dataDir: string, email: string): Promise<string> {
  return (await deliveredMailsTo(payload, dataDir, email)).at(-1) ?? ''
}

/** The `token` of the mail's link to a page of the site (`/account/verify`, `/account/reset-password`). */
export function linkToken(mail: string, pathname: string): string {
  const link = new RegExp(`(https?://[^\\s"]+${pathname}\\?[^"\\s]+)`).exec(mail)?.[1]
  const token = link && new URL(link.replace(/&amp;|&#38;/g, '&')).searchParams.get('token')
  if (!token) throw new Error(`The mail has no ${pathname} link with a token`)
  return token
}
