import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Client, Environment } from '@paypal/paypal-server-sdk'

type Order = {
  id: string
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED'
  amount: { currency_code: string; value: string }
  customId: string
  capture: null | { id: string; status: 'COMPLETED' | 'DECLINED' | 'REFUNDED'; amount: { currency_code: string; value: string } }
  declineAtCapture: boolean
}

export type RecordedPayPalRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown }

export const VALID_PAYPAL_SIGNATURE = 'fake-valid-transmission-sig'

/**
 * A local stand-in for the PayPal REST endpoints Milepost calls: OAuth, Orders v2 (create, get,
 * capture), capture refunds and webhook signature verification. The SDK reaches it through
 * axios's transport hook, the verification call directly.
 */
export async function startFakePayPal() {
  const orders = new Map<string, Order>()
  const byRequestId = new Map<string, { status: number; body: unknown }>()
  const requests: RecordedPayPalRequest[] = []
  const refunds: { captureId: string; value: string; currencyCode: string }[] = []
  let failNext = 0
  let dropNext = 0
  let dropOnly: RegExp = /./

  const view = (o: Order) => ({
    id: o.id,
    status: o.status,
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: o.customId,
        custom_id: o.customId,
        amount: o.amount,
        ...(o.capture ? { payments: { captures: [{ id: o.capture.id, status: o.capture.status, amount: o.capture.amount }] } } : {}),
      },
    ],
    links: [
      { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      ...(o.status === 'PAYER_ACTION_REQUIRED' ? [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }] : []),
    ],
  })

  function route(method: string, path: string, body: Record<string, any>, headers: http.IncomingHttpHeaders): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const basic = Buffer.from('paypal-client:paypal-secret').toString('base64')
      if (headers.authorization !== `Basic ${basic}`) return { status: 401, body: { error: 'invalid_client' } }
      return { status: 200, body: { access_token: 'A21-fake-token', token_type: 'Bearer', expires_in: 32400, scope: 'https://uri.paypal.com/services/payments' } }
    }
    if (headers.authorization !== 'Bearer A21-fake-token') return { status: 401, body: { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed' } }
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = body.purchase_units?.[0]
      const order: Order = {
        id: randomBytes(8).toString('hex').toUpperCase(),
        status: 'PAYER_ACTION_REQUIRED',
        amount: unit.amount,
        customId: unit.custom_id,
        capture: null,
        declineAtCapture: false,
      }
      orders.set(order.id, order)
      return { status: 200, body: view(order) }
    }
    const orderPath = /^\/v2\/checkout\/orders\/(\w+)(\/capture)?$/.exec(path)
    if (orderPath) {
      const order = orders.get(orderPath[1]!)
      if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' } }
      if (!orderPath[2]) return { status: 200, body: view(order) }
      if (order.status === 'COMPLETED') return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }] } }
      if (order.status !== 'APPROVED')
        return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED', description: 'Payer has not yet approved the Order for payment.' }] } }
      if (order.declineAtCapture) {
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was either declined by the processor or bank.' }] },
        }
      }
      order.status = 'COMPLETED'
      order.capture = { id: `CAP${randomBytes(6).toString('hex').toUpperCase()}`, status: 'COMPLETED', amount: order.amount }
      return { status: 201, body: view(order) }
    }
    const refundPath = /^\/v2\/payments\/captures\/(\w+)\/refund$/.exec(path)
    if (method === 'POST' && refundPath) {
      const order = [...orders.values()].find((o) => o.capture?.id === refundPath[1])
      if (!order?.capture) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } }
      order.capture.status = 'REFUNDED'
      refunds.push({ captureId: refundPath[1]!, value: body.amount?.value, currencyCode: body.amount?.currency_code })
      return { status: 201, body: { id: `REF${randomBytes(4).toString('hex')}`, status: 'COMPLETED' } }
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const ok = body.webhook_id === 'WH-milepost' && body.transmission_sig === VALID_PAYPAL_SIGNATURE && typeof body.webhook_event?.id === 'string'
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } }
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: `${method} ${path}` } }
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      let body: Record<string, any> = {}
      try {
        body = raw && (req.headers['content-type'] ?? '').includes('json') ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw))
      } catch {
        body = {}
      }
      requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body })
      const requestId = req.headers['paypal-request-id']
      const key = typeof requestId === 'string' ? `${url.pathname}:${requestId}` : null
      if (failNext > 0 && url.pathname !== '/v1/oauth2/token') {
        failNext--
        res.writeHead(500, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error has occurred.' }))
      }
      const answer = (key && byRequestId.get(key)) || route(req.method ?? 'GET', url.pathname, body, req.headers)
      if (key && answer.status < 300) byRequestId.set(key, answer)
      if (dropNext > 0 && url.pathname !== '/v1/oauth2/token' && dropOnly.test(url.pathname)) {
        dropNext--
        return req.socket.destroy()
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(6).toString('hex') })
      res.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refunds,
    order: (id: string) => orders.get(id),
    /** The buyer approved on PayPal's page (optionally with a funding source that fails at capture). */
    approve(id: string, { declineAtCapture = false } = {}) {
      const order = orders.get(id)!
      order.status = 'APPROVED'
      order.declineAtCapture = declineAtCapture
    },
    /** The next `count` API calls answer 500, as PayPal does in an outage. */
    failNext(count: number) {
      failNext = count
    },
    /** The next `count` API calls (to paths matching `only`) are carried out, but their answers are lost (the connection drops). */
    dropNextAnswers(count: number, only: RegExp = /./) {
      dropNext = count
      dropOnly = only
    },
    /** An SDK client whose requests all reach this fake. */
    client: () =>
      new Client({
        clientCredentialsAuthCredentials: { oAuthClientId: 'paypal-client', oAuthClientSecret: 'paypal-secret' },
        environment: Environment.Sandbox,
        timeout: 5000,
        // axios's own hook for the socket layer: PayPal's https URLs are sent to this fake over plain http.
        unstable_httpClientOptions: {
          transport: {
            request: (options: http.RequestOptions, callback: (res: http.IncomingMessage) => void) =>
              http.request({ ...options, protocol: 'http:', hostname: '127.0.0.1', host: '127.0.0.1', port, agent: undefined }, callback),
          },
        },
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
