/** Every five minutes, on every instance: harmless when several run it, as completing is idempotent. */
const RECONCILE_EVERY_MS = 5 * 60_000
/** The first run soon after start: payments left pending while the server was down. */
const FIRST_RUN_AFTER_MS = 30_000

/**
 * Next calls this once when a server starts. It runs the payment reconcile job in the background
 * (payments whose buyer never came back and whose webhook was lost); `npm run payments:reconcile`
 * runs the same job once, for a scheduler.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { reconcilePendingPayments } = await import('./server/payments')
  // The first run always reports (the job is alive); later runs only when they did something.
  const run = (always: boolean) =>
    reconcilePendingPayments().then(
      (counts) => {
        if (always || Object.values(counts).some((n) => n > 0)) console.info('[payments] reconcile job:', JSON.stringify(counts))
      },
      (error: unknown) => console.error('[payments] reconcile failed', error),
    )
  setTimeout(() => run(true), FIRST_RUN_AFTER_MS).unref()
  setInterval(() => run(false), RECONCILE_EVERY_MS).unref()
}
