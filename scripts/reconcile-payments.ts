/**
 * `npm run payments:reconcile`: settles payments left pending (the buyer closed the browser after
 * paying, a webhook was lost) once, by hand. The job queue also runs it every five minutes (src/server/jobs/).
 */
import { getPayloadClient } from '../src/server/payload'
import { services } from '../src/server/services'

// `--settle-after=SECONDS`: how old a pending payment must be to be asked about (default 5 minutes).
const settleAfter = process.argv.find((a) => a.startsWith('--settle-after='))?.split('=')[1]
const payload = await getPayloadClient()
const counts = await services(payload).payments.reconcile(settleAfter ? { settleAfterMs: Number(settleAfter) * 1000 } : undefined)
console.log('Reconciled payments:', counts)
await payload.destroy()
process.exit(0)
