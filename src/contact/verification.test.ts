import { describe, expect, it, vi } from 'vitest'
import { localVerifier, outcomeOfTurnstileErrors, turnstileVerifier } from './verification'

describe('human verification maps Turnstile’s answers and checks local tokens (C6)', () => {
  it('maps Turnstile error codes to the messages of spec §8', () => {
    expect(outcomeOfTurnstileErrors(['timeout-or-duplicate'])).toBe('expired')
    expect(outcomeOfTurnstileErrors(['invalid-input-response'])).toBe('widget-error')
    expect(outcomeOfTurnstileErrors(['missing-input-response'])).toBe('widget-error')
    expect(outcomeOfTurnstileErrors(['invalid-input-secret'])).toBe('unavailable')
    expect(outcomeOfTurnstileErrors(['internal-error'])).toBe('unavailable')
  })

  it('calls siteverify with the secret, the token and the visitor IP', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json({ success: true }))
    const verifier = turnstileVerifier('secret-1', fetch, 'http://127.0.0.1:1/siteverify')
    await expect(verifier.verify('tok', '203.0.113.9')).resolves.toBe('ok')
    const body = fetch.mock.calls[0]![1]!.body as URLSearchParams
    expect(Object.fromEntries(body)).toEqual({ secret: 'secret-1', response: 'tok', remoteip: '203.0.113.9' })
  })

  it('treats a failing or unreachable siteverify as unavailable', async () => {
    const down = turnstileVerifier('s', async () => new Response('oops', { status: 500 }))
    await expect(down.verify('tok', null)).resolves.toBe('unavailable')
    const offline = turnstileVerifier('s', async () => {
      throw new TypeError('fetch failed')
    })
    await expect(offline.verify('tok', null)).resolves.toBe('unavailable')
  })

  it('local tokens verify, expire after 300 s and cannot be forged', async () => {
    let clock = 1_000_000
    const verifier = localVerifier('secret', () => clock)
    const token = verifier.issue()
    await expect(verifier.verify(token, null)).resolves.toBe('ok')
    await expect(verifier.verify(`${token}x`, null)).resolves.toBe('widget-error')
    await expect(localVerifier('other-secret', () => clock).verify(token, null)).resolves.toBe('widget-error')
    await expect(verifier.verify('garbage', null)).resolves.toBe('widget-error')
    clock += 300_001
    await expect(verifier.verify(token, null)).resolves.toBe('expired')
  })
})
