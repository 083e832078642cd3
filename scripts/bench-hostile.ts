/**
 * `npm run bench:hostile`: what hostile clients do to a production build (targets.md: the server
 * keeps answering, peak RSS ≤ 1.5 GB, every hostile request refused in ≤ 1 s). Replays a GraphQL
 * nesting bomb (depth 30 and 10) and a query of 200 aliases, 200 MB bodies (declared and chunked)
 * to the sign-in calls and GraphQL, then 500 sockets trickling headers and 500 trickling a body,
 * each while a probe asks for a cheap page every 100 ms. Prints, per attack, the hostile request's
 * answer and time, the probe's latency, whether the server kept answering and the server's peak RSS.
 *
 *   --url=http://localhost:3100  an already running server instead of starting one (npm start)
 *   --pid=1234                   that server's process, for the RSS (its tree is summed)
 *   --only=graphql,body          only the attacks whose name holds one of these
 *   --strict                     exit 1 when a target is missed (benchmarks never fail CI otherwise)
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { sendRaw, slowSockets } from './lib/hostile'
import { rssSampler } from './lib/process-rss'
import { type RunningSite, startSite } from './lib/site-process'
import { percentile } from './lib/stats'

const { values: options } = parseArgs({ options: { url: { type: 'string' }, pid: { type: 'string' }, only: { type: 'string' }, strict: { type: 'boolean' } } })
const MB = 1024 * 1024
const TARGET = { rssBytes: 1.5 * 1024 * MB, refusedMs: 1000 }
const SLOW_SECONDS = Number(process.env.BENCH_SLOW_SECONDS ?? 20)
const PROBE_PATH = process.env.BENCH_PROBE_PATH ?? '/about'

type Outcome = { answer: string; ms: number | null; refused: boolean | null }
type Attack = { name: string; run(base: string): Promise<Outcome> }

const nested = (depth: number) => {
  let selection = 'id'
  for (let i = 0; i < depth; i++) selection = `variants{docs{event{${selection} id}}}`
  return `{Events{docs{${selection}}}}`
}
const aliases = `{${Array.from({ length: 200 }, (_, i) => `a${i}: Events { docs { id title } }`).join(' ')}}`

async function graphql(base: string, query: string): Promise<Outcome> {
  const started = performance.now()
  try {
    const response = await fetch(`${base}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }), signal: AbortSignal.timeout(120_000) })
    const body = await response.text()
    const ms = Math.round(performance.now() - started)
    // GraphQL answers 200 with `errors` and no data when it refuses a query.
    const refused = response.status >= 400 || (/"errors"/.test(body) && !/"data":\{"/.test(body))
    return { answer: `${response.status}${refused ? ' refused' : ''} (${Math.round(body.length / 1024)} KiB)`, ms, refused }
  } catch (error) {
    return { answer: `no answer: ${(error as Error).message}`, ms: Math.round(performance.now() - started), refused: false }
  }
}

function hugeBody(path: string, chunked: boolean): Attack {
  return {
    name: `200 MB ${chunked ? 'chunked' : 'declared'} body → ${path}`,
    async run(base) {
      const { host } = new URL(base)
      const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${200 * MB}`
      const answer = await sendRaw(base, `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n${length}`, { bodyBytes: 200 * MB, chunked, timeoutMs: 120_000 })
      const refused = answer.status !== null && answer.status >= 400 && answer.status < 500
      return { answer: `${answer.status ?? answer.error} after ${Math.round(answer.sentBytes / MB)} MB sent`, ms: answer.ms, refused }
    },
  }
}

function trickle(kind: 'headers' | 'body'): Attack {
  return {
    name: `500 sockets trickling ${kind === 'headers' ? 'headers' : 'a body'}`,
    async run(base) {
      const attack = slowSockets(base, 500, kind)
      await new Promise((r) => setTimeout(r, SLOW_SECONDS * 1000))
      attack.stop()
      const { opened, closedByServer, closeMs, statuses } = attack.report
      const seen = Object.entries(statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')
      const sorted = [...closeMs].sort((a, b) => a - b)
      return {
        answer: `${closedByServer}/${opened} closed by the server in ${SLOW_SECONDS} s${seen ? ` (${seen})` : ''}`,
        ms: sorted.length ? percentile(sorted, 100) : null,
        // A slow socket is only known to be slow after a while: judged on the probe and the memory.
        refused: null,
      }
    },
  }
}

const all: Attack[] = [
  { name: 'GraphQL nesting, depth 30', run: (base) => graphql(base, nested(30)) },
  { name: 'GraphQL nesting, depth 10', run: (base) => graphql(base, nested(10)) },
  { name: 'GraphQL, 200 aliases', run: (base) => graphql(base, aliases) },
  ...['/api/users/login', '/api/graphql', '/actions/users/login'].flatMap((path) => [hugeBody(path, false), hugeBody(path, true)]),
  trickle('headers'),
  trickle('body'),
]
const attacks = all.filter((attack) => !options.only || options.only.split(',').some((word) => attack.name.toLowerCase().includes(word.toLowerCase())))

/** Asks for a cheap page every 100 ms, each on its own, so a stalled server shows as stalled. */
function probe(base: string) {
  const latencies: number[] = []
  let failures = 0
  const inFlight = new Set<Promise<void>>()
  const timer = setInterval(() => {
    const started = performance.now()
    const request = fetch(`${base}${PROBE_PATH}`, { signal: AbortSignal.timeout(10_000) })
      .then(async (response) => {
        await response.arrayBuffer()
        if (response.status >= 500) failures++
        latencies.push(performance.now() - started)
      })
      .catch(() => void failures++)
      .finally(() => inFlight.delete(request))
    inFlight.add(request)
  }, 100)
  return async () => {
    clearInterval(timer)
    await Promise.all(inFlight)
    const sorted = latencies.sort((a, b) => a - b)
    return { count: sorted.length + failures, failures, max: Math.round(sorted.at(-1) ?? 0), p99: Math.round(percentile(sorted, 99)) }
  }
}

async function answersWithin(base: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}${PROBE_PATH}`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.status < 500,
      () => false,
    )
    if (ok) return true
    await new Promise((r) => setTimeout(r, 500))
  }
  return false
}

let site: RunningSite | null = null
let base = options.url?.replace(/\/$/, '')
if (!base) {
  site = await startSite()
  base = site.baseURL
}
const serverPid = (): number | null => {
  if (options.pid) return Number(options.pid)
  if (!site) return null
  const started = [...fs.readFileSync(site.logFile, 'utf8').matchAll(/server on port \d+ started \(pid (\d+)\)/g)].at(-1)
  return started ? Number(started[1]) : null
}
const rss = rssSampler(serverPid)
const toMB = (bytes: number) => (bytes ? `${Math.round(bytes / MB)} MB` : '—')

const rows: Record<string, string | number>[] = []
let missed = 0
try {
  for (let i = 0; i < 20; i++) await fetch(`${base}${PROBE_PATH}`)
  await new Promise((r) => setTimeout(r, 300))
  console.log(`Server at ${base}${serverPid() ? ` (pid ${serverPid()})` : ''}, idle RSS ${toMB(rss.takePeak())}; probe ${PROBE_PATH} every 100 ms`)
  for (const attack of attacks) {
    if (!(await answersWithin(base, 30_000))) {
      // A server this script started is killed and left to its supervisor, so one attack that
      // stalled it does not hide what the others do; a server it was pointed at is left alone.
      const stuck = site && serverPid()
      if (stuck) {
        console.log(`  the server (pid ${stuck}) still does not answer: killed, for its supervisor to restart`)
        process.kill(stuck, 'SIGKILL')
      }
      if (!stuck || !(await answersWithin(base, 90_000))) {
        rows.push({ attack: attack.name, answer: 'not run: the server no longer answers', 'peak RSS': toMB(rss.takePeak()) })
        missed++
        continue
      }
    }
    rss.takePeak()
    const stopProbe = probe(base)
    const started = Date.now()
    const outcome = await attack.run(base)
    // Probed for 2 s at least, so a quick refusal is seen with what follows it.
    await new Promise((r) => setTimeout(r, Math.max(0, started + 2000 - Date.now())))
    const probed = await stopProbe()
    const keptAnswering = probed.failures === 0 && (await answersWithin(base, 5000))
    const peak = rss.takePeak()
    const met = keptAnswering && (!peak || peak <= TARGET.rssBytes) && (outcome.refused === null || (outcome.refused && outcome.ms !== null && outcome.ms <= TARGET.refusedMs))
    if (!met) missed++
    rows.push({
      attack: attack.name,
      answer: outcome.answer,
      'answered in ms': outcome.ms ?? '—',
      'probe max ms': probed.max,
      'probe p99 ms': probed.p99,
      'probe failed': `${probed.failures}/${probed.count}`,
      'kept answering': keptAnswering ? 'yes' : 'NO',
      'peak RSS': toMB(peak),
      target: met ? 'met' : 'MISSED',
    })
    console.log(`  ${attack.name}: ${outcome.answer}, ${outcome.ms ?? '—'} ms; probe max ${probed.max} ms; ${keptAnswering ? 'kept answering' : 'STOPPED ANSWERING'}; peak RSS ${toMB(peak)}`)
    await new Promise((r) => setTimeout(r, 2000))
  }
} finally {
  rss.stop()
  // What the supervisor saw: a server that died under an attack, and its restart.
  if (site) for (const line of fs.readFileSync(site.logFile, 'utf8').split('\n')) if (/\[supervisor\]|FATAL ERROR/.test(line)) console.log(`  ${line}`)
  await site?.stop()
}
console.log(`\nHostile clients against ${options.url ? base : 'npm start (SQLite), production build'}:`)
console.table(rows)
console.log(`Targets (targets.md): kept answering, peak RSS ≤ 1.5 GB, a hostile request refused (4xx) in ≤ 1 s (slow sockets: judged on the first two). ${missed ? `${missed} missed.` : 'All met.'}`)
if (options.strict && missed) process.exit(1)
