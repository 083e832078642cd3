/**
 * A small server under the watchdog, for watchdog.test.ts: GET /ping answers its pid, GET /block
 * blocks its event loop for good.
 */
import http from 'node:http'
import { requestsInFlight, startWatchdog } from './watchdog'

const inFlight = requestsInFlight()
const watchdog = startWatchdog({ stallMs: Number(process.env.STALL_MS ?? 800), beatMs: 100, describe: inFlight.describe })
const server = http.createServer((request, response) => {
  inFlight.track(request.method, request.url, (onDone) => response.once('close', onDone))
  watchdog.describeNow()
  if (request.url === '/block') for (;;) {}
  response.end(String(process.pid))
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`ready ${process.pid}`))
