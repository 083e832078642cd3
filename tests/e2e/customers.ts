import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { adminPost, adminToken } from './admin-api'

export type Customer = { email: string; password: string; firstName: string; lastName: string }

/** The newest mail to an address in the site's outbox, decoded from quoted-printable enough to read its links. */
export function latestMail(outbox: string, email: string): string {
  const mails = fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .sort()
        .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    : []
  return (
    mails
      .filter((m) => m.includes(`To: ${email}`))
      .map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .at(-1) ?? ''
  )
}

/**
 * A customer account as an editor creates it in the admin, confirmed through the link Payload mails
 * (a customer's membership is the editor's to grant, not the customer's to set).
 */
export async function confirmedCustomer(baseURL: string, dataDir: string, customer: Customer) {
  await adminPost(baseURL, await adminToken(baseURL), '/customers', customer)
  const outbox = path.join(dataDir, 'outbox')
  const deadline = Date.now() + 10_000
  let link: string | undefined
  while (!link && Date.now() < deadline) {
    link = /(http:\/\/[^"\s]+\/account\/verify\?[^"\s]+)/.exec(latestMail(outbox, customer.email))?.[1]?.replace(/&amp;|&#38;/g, '&')
    if (!link) await new Promise((r) => setTimeout(r, 200))
  }
  if (!link) throw new Error(`No confirmation mail reached ${customer.email}`)
  const confirmed = await fetch(link)
  if (!confirmed.ok) throw new Error(`Confirming ${customer.email} failed: ${confirmed.status}`)
}

/** A verified customer account made by an editor in the admin (no mail to follow). */
export async function verifiedCustomer(baseURL: string, customer: Customer): Promise<Customer> {
  await adminPost(baseURL, await adminToken(baseURL), '/customers', { ...customer, _verified: true })
  return customer
}

/**
 * Signs the page's browser in through the site API, as the account form does: the session and
 * access-token cookies land in the page's context. The page's own session starts on the next page
 * it opens.
 */
export async function signIn(page: Page, customer: Pick<Customer, 'email' | 'password'>) {
  const session = await page.request.get('/actions/milepost/default')
  const { csrf } = (await session.json()) as { csrf: string }
  const answer = await page.request.post('/actions/users/login', { data: { email: customer.email, password: customer.password }, headers: { 'x-csrf-token': csrf } })
  if (!answer.ok()) throw new Error(`Signing in ${customer.email} failed: ${answer.status()} ${await answer.text()}`)
}
