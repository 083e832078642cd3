import fs from 'node:fs'
import path from 'node:path'

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

/** The newest mail to an address in the outbox, readable; '' when there is none yet. */
export const lastOutboxMailTo = (dataDir: string, email: string): string => outboxMailsTo(dataDir, email).at(-1) ?? ''
