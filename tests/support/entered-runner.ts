import { adminGet, adminPost, adminToken } from './admin-rest'
import { type SiteAnswer, siteVisitor } from './site-visitor'

type Docs<T> = { docs: T[] }

/**
 * A runner with a paid entry in the event, made through the site API as the site would make it:
 * a verified account signs in, puts an adult place in the basket and pays with the sandbox card.
 * For tests that need "an email already in the event" or a race of their own; `options` adds to
 * the entry line (a team to create or join).
 */
export type RunnerEntry = {
  firstName?: string
  lastName?: string
  password?: string
  timezone?: string
  options?: (event: { id: number; distances: string[] }) => Record<string, unknown>
  /** Adult places bought in bulk beside the entry (a captain's, with the entry's team options). */
  bulkAdult?: number
}

export async function enteredRunner(baseURL: string, eventSlug: string, email: string, runner: RunnerEntry = {}): Promise<void> {
  const firstName = runner.firstName ?? 'Already'
  const lastName = runner.lastName ?? 'Entered'
  const token = await adminToken(baseURL)
  const password = runner.password ?? 'entered-runner-password'
  await adminPost(baseURL, token, '/customers', { email, password, firstName, lastName, _verified: true })
  const [event] = (await adminGet<Docs<{ id: number; entryDistances: { id: string }[] }>>(baseURL, token, `/events?where[slug][equals]=${eventSlug}&depth=0`)).docs
  if (!event) throw new Error(`No event ${eventSlug}`)
  const [adult] = (await adminGet<Docs<{ id: number }>>(baseURL, token, `/variants?where[event][equals]=${event.id}&where[entryType][equals]=adult&depth=0`)).docs
  if (!adult) throw new Error(`No adult place in ${eventSlug}`)

  const visitor = siteVisitor({ 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` })
  const call = (pathname: string, init?: Parameters<typeof visitor.call>[2]) => visitor.call(baseURL, pathname, init)
  const expectOk = (what: string, answer: SiteAnswer) => {
    if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer
  }
  await visitor.csrfFrom(baseURL)
  expectOk('sign in', await call('/actions/users/login', { method: 'POST', body: { email, password } }))
  const options = {
    entryId: 'e1',
    entryPath: 'individual',
    entryType: 'adult',
    email,
    firstName,
    lastName,
    distance: event.entryDistances[0]!.id,
    timezone: runner.timezone ?? 'Europe/London',
    ...runner.options?.({ id: event.id, distances: event.entryDistances.map((d) => d.id) }),
  }
  expectOk('entry', await call('/actions/milepost/cart/update-cart', { method: 'POST', body: { purchasableId: adult.id, qty: 1, options } }))
  if (runner.bulkAdult) {
    const { entryId: _entry, email: _email, firstName: _first, lastName: _last, distance: _distance, timezone: _timezone, ...team } = options
    const bulk = { purchasableId: adult.id, qty: runner.bulkAdult, options: { ...team, entryType: 'adult', bulkAdult: true } }
    expectOk('bulk places', await call('/actions/milepost/cart/update-cart', { method: 'POST', body: bulk }))
  }
  const cart = expectOk('email', await call('/actions/milepost/cart/update-cart', { method: 'POST', body: { email } })).body.cart
  const urls = expectOk('return addresses', await call('/actions/milepost/default/stripe-urls')).body
  const paid = expectOk(
    'pay',
    await call('/actions/milepost/payments/pay', { method: 'POST', body: { gatewayId: 1, paymentMethodId: 'pm_sandbox_4242424242424242', orderNumber: cart.number, ...urls } }),
  )
  if (!paid.body?.order) throw new Error(`pay: ${JSON.stringify(paid.body)}`)
}
