import 'server-only'
import { env } from '../lib/env'
import { localVerifier, turnstileVerifier } from './verification'

/** Turnstile when keys are configured; otherwise the offline verifier and its local widget. */
export const humanVerifier = env.TURNSTILE_SECRET_KEY ? turnstileVerifier(env.TURNSTILE_SECRET_KEY) : localVerifier(env.PAYLOAD_SECRET)
export const localVerification = env.TURNSTILE_SECRET_KEY ? null : (humanVerifier as ReturnType<typeof localVerifier>)
