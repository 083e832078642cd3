/**
 * `npm run jobs:work`: a job worker on its own (src/server/jobs/), beside or instead of the
 * servers' own. Stops after the job in hand on SIGTERM or SIGINT.
 */
import { startJobWorker } from '../src/server/jobs/worker'

const worker = await startJobWorker()
console.info('[jobs] worker started')
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    await worker.stop()
    process.exit(0)
  })
}
