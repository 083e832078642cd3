import 'server-only'
import { env } from '../lib/env'
import { type HumanVerifier, localVerifier, turnstileVerifier } from './verification'

/** Without Turnstile's keys and outside demo mode, nobody passes: the form never takes robots' word. */
const nobodyPasses: HumanVerifier = { verify: async () => 'unavailable' }

/** Turnstile when keys are configured; the offline verifier and its local widget in demo mode only. */
export const localVerification = !env.TURNSTILE_SECRET_KEY && env.DEMO_MODE ? localVerifier(env.PAYLOAD_SECRET) : null
export const humanVerifier: HumanVerifier = env.TURNSTILE_SECRET_KEY ? turnstileVerifier(env.TURNSTILE_SECRET_KEY) : (localVerification ?? nobodyPasses)
