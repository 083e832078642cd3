import { describe, expect, it } from 'vitest'
import type { ProviderReport } from './settle'
import { receivePayPalWebhook, type WebhookEventStore } from './webhooks'

function memoryEvents(): WebhookEventStore & { rows: Map<string, string> } {
  const rows = new Map<string, string>()
  return {
    rows,
    claim: async (key) => (rows.has(key) ? false : (rows.set(key, 'processing'), true)),
    finish: async (key, result) => void rows.set(key, result),
    release: async (key) => void rows.delete(key),
  }
}

const headers = (sig: string | null) => ({ authAlgo: 'SHA256withRSA', certUrl: 'https://api.paypal.com/cert.pem', transmissionId: 't', transmissionSig: sig, transmissionTime: '2026-11-23T10:00:00Z' })
const approved = JSON.stringify({ id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'ORDER-1', purchase_units: [{ custom_id: 'hash-1' }] } })

describe('PayPal webhook deliveries', () => {
  it('a verified approval is settled once; its replay is acknowledged and left alone', async () => {
    const events = memoryEvents()
    const settled: ProviderReport[] = []
    const deps = { verify: async (h: { transmissionSig: string }) => h.transmissionSig === 'good', events, settle: async (r: ProviderReport) => (settled.push(r), 'completed' as const) }
    expect(await receivePayPalWebhook(deps, approved, headers('good'))).toEqual({ status: 200, body: { received: true, result: 'completed' } })
    expect(await receivePayPalWebhook(deps, approved, headers('good'))).toEqual({ status: 200, body: { received: true, duplicate: true } })
    expect(settled).toEqual([{ reference: 'ORDER-1', transactionHash: 'hash-1', outcome: 'approved' }])
    expect(events.rows.get('paypal:WH-1')).toBe('completed')
  })

  it('refuses missing headers, bad JSON, an event without id and a signature PayPal does not vouch for', async () => {
    const events = memoryEvents()
    let settles = 0
    const deps = { verify: async (h: { transmissionSig: string }) => h.transmissionSig === 'good', events, settle: async () => (settles++, 'completed' as const) }
    expect(await receivePayPalWebhook(deps, approved, headers(null))).toEqual({ status: 400, body: { error: 'Missing signature' } })
    expect(await receivePayPalWebhook(deps, '{"id":', headers('good'))).toEqual({ status: 400, body: { error: 'Invalid JSON' } })
    expect(await receivePayPalWebhook(deps, '{"event_type":"X"}', headers('good'))).toEqual({ status: 400, body: { error: 'Invalid event' } })
    expect(await receivePayPalWebhook(deps, approved, headers('forged'))).toEqual({ status: 400, body: { error: 'Invalid signature' } })
    expect(settles).toBe(0)
    expect(events.rows.size).toBe(0)
  })

  it('a failure while settling releases the delivery, so PayPal’s retry is handled', async () => {
    const events = memoryEvents()
    let fail = true
    const deps = {
      verify: async () => true,
      events,
      settle: async () => {
        if (fail) throw new Error('database restarting')
        return 'completed' as const
      },
    }
    await expect(receivePayPalWebhook(deps, approved, headers('good'))).rejects.toThrow('database restarting')
    fail = false
    expect((await receivePayPalWebhook(deps, approved, headers('good'))).body).toEqual({ received: true, result: 'completed' })
  })
})
