import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { runDueJobs } from '../../src/server/jobs/worker'

/** The mails to an address in the offline outbox, oldest first, quoted-printable undone enough to read links and headers. */
export function outboxMailsTo(dataDir: string, email: string): string[] {
  const outbox = path.join(dataDir, 'outbox')
  if (!fs.existsSync(outbox)) return []
  return fs
    .readdirSync(outbox)
    .sort()
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .filter((m) => m.includes(`To: ${email}`))
    .map(readable)
}

/** A raw .eml made readable: folded header lines joined, quoted-printable decoded as UTF-8. */
function readable(mail: string): string {
  const [head = '', ...body] = mail.split(/\r?\n\r?\n/)
  const decoded = body
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return `${head.replace(/\r?\n[ \t]+/g, ' ')}\n\n${Buffer.from(decoded, 'latin1').toString('utf8')}`
}

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
