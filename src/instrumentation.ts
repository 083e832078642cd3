/**
 * Next calls this once when a server starts. Each server process runs a job worker
 * (src/server/jobs/): order mails, and the payment reconcile run, which the queue gives to one
 * worker per period however many instances there are. `npm run jobs:work` runs a worker alone.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startJobWorker } = await import('./server/jobs/worker')
  const worker = await startJobWorker()
  console.info('[jobs] worker started')
  process.once('SIGTERM', () => void worker.stop())
}
