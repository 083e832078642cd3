import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** Test payment methods, named as Stripe's own test tokens are. */
export const STRIPE_TEST_METHODS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  threeDSecure: 'pm_card_threeDSecure2Required',
} as const

type Intent = {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'canceled' | 'processing'
  payment_method: string
  metadata: Record<string, string>
  next_action: null | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } }
  last_payment_error: null | { message: string; code: string; type: string }
}

export type RecordedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; form: URLSearchParams }

/**
 * A local stand-in for the Stripe endpoints Milepost calls (payment intents, refunds), answering
 * as Stripe does: card errors as 402, idempotent creates by Idempotency-Key, 3-D Secure as a
 * redirect_to_url next action. It records every request so tests can assert their shape.
 */
export async function startFakeStripe() {
  const intents = new Map<string, Intent>()
  const byKey = new Map<string, { status: number; body: unknown }>()
  const requests: RecordedRequest[] = []
  const refunds: { payment_intent: string; amount: number; currency: string }[] = []
  let failNext = 0
  let dropNext = 0

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const form = new URLSearchParams(raw)
      requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, form })
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` })
        res.end(JSON.stringify(body))
      }
      if (req.headers.authorization !== 'Bearer sk_test_milepost') return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      if (failNext > 0) {
        failNext--
        return send(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } })
      }
      const key = req.headers['idempotency-key']
      const remembered = typeof key === 'string' ? byKey.get(`${url.pathname}:${key}`) : undefined
      if (remembered) {
        if (dropNext > 0) {
          dropNext--
          return req.socket.destroy()
        }
        return send(remembered.status, remembered.body)
      }
      const answer = route(req.method ?? 'GET', url.pathname, req.method === 'GET' ? url.searchParams : form)
      if (typeof key === 'string' && req.method === 'POST') byKey.set(`${url.pathname}:${key}`, answer)
      if (dropNext > 0) {
        dropNext--
        return req.socket.destroy()
      }
      send(answer.status, answer.body)
    })
  })

  function route(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_${randomBytes(8).toString('hex')}`
      const method = form.get('payment_method') ?? ''
      const metadata: Record<string, string> = {}
      for (const [k, v] of form) if (k.startsWith('metadata[')) metadata[k.slice(9, -1)] = v
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'succeeded',
        payment_method: method,
        metadata,
        next_action: null,
        last_payment_error: null,
      }
      if (!/^pm_\w+$/.test(method) || !Object.values(STRIPE_TEST_METHODS).includes(method as never)) {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${method}'` } } }
      }
      if (method === STRIPE_TEST_METHODS.declined) {
        intent.status = 'requires_payment_method'
        intent.last_payment_error = { message: 'Your card was declined.', code: 'card_declined', type: 'card_error' }
        intents.set(id, intent)
        return { status: 402, body: { error: { ...intent.last_payment_error, payment_intent: intent } } }
      }
      if (method === STRIPE_TEST_METHODS.threeDSecure) {
        intent.status = 'requires_action'
        intent.next_action = { type: 'redirect_to_url', redirect_to_url: { url: `https://hooks.stripe.test/3d_secure/${id}`, return_url: form.get('return_url') ?? '' } }
      }
      intents.set(id, intent)
      return { status: 200, body: intent }
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      // Only the query Milepost sends: metadata['key']:'value'.
      const [, field, value] = /^metadata\['(\w+)'\]:'([^']*)'$/.exec(form.get('query') ?? '') ?? []
      const data = field ? [...intents.values()].filter((intent) => intent.metadata[field] === value) : []
      return { status: 200, body: { object: 'search_result', url: path, has_more: false, data } }
    }
    const intentPath = /^\/v1\/payment_intents\/(pi_\w+)(\/cancel)?$/.exec(path)
    if (intentPath) {
      const intent = intents.get(intentPath[1]!)
      if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } } }
      if (intentPath[2] && method === 'POST') intent.status = 'canceled'
      return { status: 200, body: intent }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = form.get('payment_intent') ?? ''
      // Stripe refunds in the intent's currency; a refund says which.
      const refund = { payment_intent: paymentIntent, amount: Number(form.get('amount')), currency: intents.get(paymentIntent)?.currency ?? '' }
      refunds.push(refund)
      return { status: 200, body: { id: `re_${randomBytes(6).toString('hex')}`, object: 'refund', status: 'succeeded', ...refund } }
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    refunds,
    intent: (id: string) => intents.get(id),
    /** The buyer passed (or failed) 3-D Secure on the bank's page. */
    authenticate(id: string, passed = true) {
      const intent = intents.get(id)!
      intent.status = passed ? 'succeeded' : 'requires_payment_method'
      intent.next_action = null
      if (!passed) intent.last_payment_error = { message: 'We are unable to authenticate your payment method.', code: 'payment_intent_authentication_failure', type: 'invalid_request_error' }
    },
    /** The next `count` requests answer 500, as Stripe does when it has an outage. */
    failNext(count: number) {
      failNext = count
    },
    /** The next `count` requests are carried out, but their answers are lost (the connection drops). */
    dropNextAnswers(count: number) {
      dropNext = count
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A Stripe webhook delivery for an intent, signed as Stripe signs (`t=…,v1=HMAC(t.payload)`). */
export function signedStripeEvent(secret: string, type: string, intent: unknown, options: { id?: string; timestamp?: number } = {}) {
  const body = JSON.stringify({
    id: options.id ?? `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    data: { object: intent },
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
  })
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000)
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return { body, header: `t=${timestamp},v1=${signature}` }
}
