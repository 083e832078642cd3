import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** What a human-verification check can conclude; each maps to a message of spec §8. */
export type VerificationOutcome = 'ok' | 'widget-error' | 'expired' | 'unavailable'

export interface HumanVerifier {
  verify(token: string, remoteIp: string | null): Promise<VerificationOutcome>
}

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/** Turnstile's error codes, as Cloudflare documents them, mapped to our outcomes. */
export function outcomeOfTurnstileErrors(codes: string[]): VerificationOutcome {
  if (codes.includes('timeout-or-duplicate')) return 'expired'
  if (codes.some((c) => c === 'missing-input-response' || c === 'invalid-input-response' || c === 'bad-request')) return 'widget-error'
  return 'unavailable'
}

/** Cloudflare Turnstile's siteverify call (when TURNSTILE_SECRET_KEY is set). */
export function turnstileVerifier(secret: string, fetchImpl: typeof fetch = fetch, url = SITEVERIFY_URL): HumanVerifier {
  return {
    async verify(token, remoteIp) {
      const body = new URLSearchParams({ secret, response: token })
      if (remoteIp) body.set('remoteip', remoteIp)
      try {
        const response = await fetchImpl(url, { method: 'POST', body, signal: AbortSignal.timeout(8000) })
        if (!response.ok) return 'unavailable'
        const result = (await response.json()) as { success?: boolean; 'error-codes'?: string[] }
        return result.success ? 'ok' : outcomeOfTurnstileErrors(result['error-codes'] ?? [])
      } catch {
        return 'unavailable'
      }
    },
  }
}

export const LOCAL_TOKEN_TTL_MS = 300_000

/**
 * The offline verifier used without Turnstile keys: the page's local widget asks the server for
 * a signed, time-stamped token. Like Turnstile tokens they expire after 300 s and are single-use
 * (the contact store refuses a token it has seen).
 */
export function localVerifier(secret: string, now: () => number = Date.now): HumanVerifier & { issue(): string } {
  const sign = (payload: string) => createHmac('sha256', secret).update(`human:${payload}`).digest('base64url')
  return {
    issue() {
      const payload = `${now()}.${randomBytes(12).toString('base64url')}`
      return `v1.${payload}.${sign(payload)}`
    },
    async verify(token) {
      const match = /^v1\.(\d+)\.([\w-]+)\.([\w-]+)$/.exec(token)
      if (!match) return 'widget-error'
      const payload = `${match[1]}.${match[2]}`
      const expected = Buffer.from(sign(payload))
      const given = Buffer.from(match[3]!)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'widget-error'
      return now() - Number(match[1]) > LOCAL_TOKEN_TTL_MS ? 'expired' : 'ok'
    },
  }
}
