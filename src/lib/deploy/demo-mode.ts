/**
 * Demo mode: the offline stand-ins for the paid services (the sandbox payment gateway, the local
 * human check of the contact form). A public shop must never run them by accident: they take no
 * money and stop no robot. They run only when DEMO_MODE=1, which `npm start` sets by itself, saying
 * so, when it lacks the keys on a start that is not public (isPublicStart).
 */
type Keys = {
  STRIPE_SECRET_KEY?: string
  STRIPE_PUBLISHABLE_KEY?: string
  PAYPAL_CLIENT_ID?: string
  PAYPAL_CLIENT_SECRET?: string
  TURNSTILE_SITE_KEY?: string
  TURNSTILE_SECRET_KEY?: string
}

/** The keys of the real services that are missing, in the words of the environment. */
export function missingServiceKeys(env: Keys): string[] {
  const services: [string, (keyof Keys)[]][] = [
    ['card payments', ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']],
    ['PayPal', ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']],
    ['the human check', ['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY']],
  ]
  return services.flatMap(([, names]) => names.filter((name) => !env[name]))
}

export type StartDecision = { mode: 'live' } | { mode: 'demo'; notice: string } | { mode: 'refuse'; reason: string }

/**
 * How a start goes. `public`: see isPublicStart. `demo`:
 * DEMO_MODE as set (true, false, or not set).
 */
export function decideStart({ env, demo, isPublic }: { env: Keys; demo: boolean | undefined; isPublic: boolean }): StartDecision {
  const missing = missingServiceKeys(env)
  if (demo === true) return { mode: 'demo', notice: demoNotice(missing, 'DEMO_MODE=1') }
  if (!missing.length) return { mode: 'live' }
  if (demo === false || isPublic) {
    return { mode: 'refuse', reason: `Milepost will not start as a public shop without ${missing.join(', ')}: set them, or DEMO_MODE=1 to run a demo that takes no money.` }
  }
  return { mode: 'demo', notice: demoNotice(missing, `no ${missing.join(', ')}`) }
}

function demoNotice(missing: string[], why: string): string {
  const standIns = missing.length ? 'payments go through the offline sandbox (test card 4242 4242 4242 4242) and the contact form checks people locally' : 'the real keys are set and used'
  return `Demo mode (${why}): ${standIns}. No real money moves. Set the keys and DEMO_MODE=0 for a real shop.`
}

/**
 * Whether a start is public, so that it must take real money or refuse: the cluster, production,
 * an https SITE_URL, or any SITE_URL whose host is not this machine's own loopback name.
 */
export function isPublicStart({ cluster, nodeEnv, siteUrl }: { cluster: boolean; nodeEnv: string | undefined; siteUrl: string }): boolean {
  if (cluster || nodeEnv === 'production') return true
  const url = URL.parse(siteUrl)
  return !url || url.protocol !== 'http:' || !isLoopbackHost(url.hostname)
}

/** localhost, a name under .localhost, 127.0.0.0/8 or ::1 (URL hostnames keep IPv6 in brackets). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host)
}
