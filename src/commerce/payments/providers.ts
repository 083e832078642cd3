import 'server-only'
import { Client, Environment } from '@paypal/paypal-server-sdk'
import Stripe from 'stripe'
import type { Env } from '../../lib/env'
import { PAYPAL_API_BASES } from './paypal'

/**
 * The provider clients the keys in the environment ask for (null: that gateway runs through the
 * sandbox). Built once per configuration: they hold connection pools and OAuth tokens.
 */
const cache = new Map<string, unknown>()
const once = <T>(key: string, make: () => T): T => {
  if (!cache.has(key)) cache.set(key, make())
  return cache.get(key) as T
}

export function stripeClient(env: Env): Stripe | null {
  const key = env.STRIPE_SECRET_KEY
  if (!key) return null
  return once(`stripe:${key}:${env.STRIPE_API_URL ?? ''}`, () => {
    const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null
    return new Stripe(key, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Milepost' },
      ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
    })
  })
}

export type PayPalSetup = { client: Client; apiBase: string; webhookId: string | undefined }

export function payPalSetup(env: Env): PayPalSetup | null {
  const { PAYPAL_CLIENT_ID: id, PAYPAL_CLIENT_SECRET: secret } = env
  if (!id || !secret) return null
  const live = env.PAYPAL_ENV === 'live'
  return once(`paypal:${id}:${live}`, () => ({
    client: new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: id, oAuthClientSecret: secret },
      environment: live ? Environment.Production : Environment.Sandbox,
      timeout: 20_000,
    }),
    apiBase: live ? PAYPAL_API_BASES.live : PAYPAL_API_BASES.sandbox,
    webhookId: env.PAYPAL_WEBHOOK_ID,
  }))
}
