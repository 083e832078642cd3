/**
 * `npm run bench:races`: the race benchmarks of targets.md, in sections that each print a table.
 *
 *   parse  reading an activity file (src/races/activity-file.ts): a 50,000-point GPX (Garmin
 *          Connect style, heart rate and cadence extensions) and a 4-hour FIT at 1 Hz written
 *          with Garmin's encoder; target ≤ 300 ms and ≤ 100 MB each. Each file is parsed
 *          BENCH_RUNS times (7) after a warm-up on small files; the table gives the first timed
 *          run, the median and the max, and the largest growth of the heap (in use right after a
 *          parse, less in use before it, after a full GC) and of the RSS over those runs.
 *
 *   worker the same files, and a FIT of 600,000 records, read the way an upload is: moved to a warm
 *          worker thread of the pool (src/lib/workers/pool.ts), read and hashed there, the result
 *          back; the time this thread waits, and how long its event loop was ever blocked meanwhile
 *          (target: the parse target, and never more than 50 ms blocked).
 *
 *   pages  a race page's call and an event's leaderboard at 100 and at 100,000 runs (1,000
 *          entries in 100 teams either way; the measured runner has 20 runs), 20 at a time, on
 *          SQLite and on PostgreSQL when one answers on 127.0.0.1:5432 (scripts/bench-race-pages.ts,
 *          a process per size); target p99 ≤ 50 ms and a 100k/100 ratio ≤ 1.5.
 *
 *   --only=parse   only the sections whose name holds one of these
 *   --strict       exit 1 when a target is missed (benchmarks never fail CI otherwise)
 *
 * A new section is one more entry in `sections`.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { WorkerPool } from '../src/lib/workers/pool'
import { readActivityFile } from '../src/races/activity-file'
import { ACTIVITY_READER_LIMITS, type ActivityTask, type ActivityTaskResult } from '../src/races/activity-worker'
import { manyRecordsFit } from '../src/races/hostile-files.test-support'
import { fitFile, gpxFile, northbound } from '../src/races/fixtures.test-support'
import { percentile } from './lib/stats'

const { values: options } = parseArgs({ options: { only: { type: 'string' }, strict: { type: 'boolean' } } })
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const MB = 1024 * 1024

type Row = Record<string, string | number>
/** A section's table, and the targets it missed (empty when all were met). */
type Outcome = { rows: Row[]; missed: string[] }
type Section = { name: string; title: string; run(): Promise<Outcome> | Outcome }

v8.setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

const round = (n: number) => Math.round(n * 10) / 10

/** Times `work` on `input` RUNS times, each after a full GC, with the heap and RSS it adds. */
function measure<T>(input: T, work: (input: T) => unknown) {
  const durations: number[] = []
  let heapGrowth = 0
  let rssGrowth = 0
  for (let i = 0; i < RUNS; i++) {
    gc()
    const heapBefore = process.memoryUsage().heapUsed
    const rssBefore = process.memoryUsage().rss
    const started = performance.now()
    const result = work(input)
    durations.push(performance.now() - started)
    const after = process.memoryUsage()
    heapGrowth = Math.max(heapGrowth, after.heapUsed - heapBefore)
    rssGrowth = Math.max(rssGrowth, after.rss - rssBefore)
    if (result === undefined) throw new Error('no result')
  }
  const sorted = [...durations].sort((a, b) => a - b)
  return { first: durations[0]!, median: percentile(sorted, 50), max: sorted[sorted.length - 1]!, heapGrowth, rssGrowth }
}

const PARSE_TARGET = { ms: 300, bytes: 100 * MB }

const parse: Section = {
  name: 'parse',
  title: `Activity file parse (target ≤ ${PARSE_TARGET.ms} ms and ≤ ${PARSE_TARGET.bytes / MB} MB each; ${RUNS} runs)`,
  run() {
    const startMs = Date.UTC(2024, 2, 10, 7)
    const gpx = new TextEncoder().encode(gpxFile({ flavour: 'garmin', tracks: [[northbound({ startMs, count: 50_000 })]] }))
    const fourHours = northbound({ startMs, count: 4 * 3600 + 1 })
    const fit = fitFile({ points: fourHours, session: { startMs, elapsedSeconds: 4 * 3600, timerSeconds: 4 * 3600, meters: 3 * 4 * 3600 } })
    // Warm-up on small files, as a server that has read a few uploads before.
    for (let i = 0; i < 20; i++) {
      readActivityFile(new TextEncoder().encode(gpxFile({ tracks: [[fourHours.slice(0, 500)]] })))
      readActivityFile(fitFile({ points: fourHours.slice(0, 500), session: null }))
    }
    const rows: Row[] = []
    const missed: string[] = []
    for (const [name, bytes] of [
      ['GPX, 50,000 points', gpx],
      ['FIT, 4 h at 1 Hz', fit],
    ] as const) {
      const reading = readActivityFile(bytes)
      if (!reading.ok) throw new Error(`${name} was refused: ${reading.detail}`)
      const figures = measure(bytes, (input) => readActivityFile(input))
      const met = figures.max <= PARSE_TARGET.ms && figures.heapGrowth <= PARSE_TARGET.bytes
      if (!met) missed.push(name)
      rows.push({
        file: name,
        'size MB': round(bytes.length / MB),
        points: reading.activity.points,
        'km read': round(reading.activity.distanceMeters / 1000),
        'first ms': round(figures.first),
        'median ms': round(figures.median),
        'max ms': round(figures.max),
        'heap +MB': round(figures.heapGrowth / MB),
        'rss +MB': round(figures.rssGrowth / MB),
        target: met ? 'met' : 'MISSED',
      })
    }
    return { rows, missed }
  },
}

const worker: Section = {
  name: 'worker',
  title: `Activity files read by a worker thread, as uploads are (target ≤ ${PARSE_TARGET.ms} ms; this thread never blocked over 50 ms; ${RUNS} runs)`,
  async run() {
    const startMs = Date.UTC(2024, 2, 10, 7)
    const fourHours = northbound({ startMs, count: 4 * 3600 + 1 })
    const files: [string, () => Uint8Array][] = [
      ['GPX, 50,000 points', () => new TextEncoder().encode(gpxFile({ flavour: 'garmin', tracks: [[northbound({ startMs, count: 50_000 })]] }))],
      ['FIT, 4 h at 1 Hz', () => fitFile({ points: fourHours, session: { startMs, elapsedSeconds: 4 * 3600, timerSeconds: 4 * 3600, meters: 3 * 4 * 3600 } })],
      ['FIT, 600,000 records', () => manyRecordsFit(600_000)],
    ]
    const pool = new WorkerPool<ActivityTask, ActivityTaskResult>({ entry: path.resolve('src/races/activity-worker.ts'), ...ACTIVITY_READER_LIMITS })
    const rows: Row[] = []
    const missed: string[] = []
    try {
      await pool.run({ bytes: new TextEncoder().encode('<gpx/>') }) // a worker started, as a server that has read an upload
      for (const [name, make] of files) {
        const durations: number[] = []
        // A buffer per run, made before the clock starts: each is moved to the worker.
        const copies = Array.from({ length: RUNS }, make)
        const size = copies[0]!.length
        let reading: Extract<ActivityTaskResult, { reading: unknown }>['reading'] | null = null
        gc()
        const delay = monitorEventLoopDelay({ resolution: 10 })
        delay.enable()
        for (const bytes of copies) {
          const started = performance.now()
          const result = await pool.run({ bytes, name }, [bytes.buffer as ArrayBuffer])
          if ('missing' in result) throw new Error(`${name}: no file`)
          reading = result.reading
          durations.push(performance.now() - started)
        }
        delay.disable()
        const sorted = [...durations].sort((a, b) => a - b)
        const blockedMs = delay.max / 1e6
        const met = sorted[sorted.length - 1]! <= PARSE_TARGET.ms && blockedMs <= 50
        if (!met) missed.push(name)
        rows.push({
          file: name,
          'size MB': round(size / MB),
          answer: reading?.ok ? `${round(reading.activity.distanceMeters / 1000)} km` : (reading?.reason ?? '—'),
          'first ms': round(durations[0]!),
          'median ms': round(percentile(sorted, 50)),
          'max ms': round(sorted[sorted.length - 1]!),
          'this thread blocked ≤ ms': round(blockedMs),
          target: met ? 'met' : 'MISSED',
        })
      }
    } finally {
      await pool.close()
    }
    return { rows, missed }
  },
}

const PAGE_TARGET = { p99: 50, ratio: 1.5 }
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const reachable = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432 }, () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
  })

type Figures = Record<string, { p50: number; p95: number; p99: number }>

/** One size in a process of its own, on a fresh database of `engine`. */
function measurePages(engine: string, activities: number): Figures {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-race-bench-'))
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_RACES_ACTIVITIES: String(activities), DATA_DIR: dataDir, PAYLOAD_SECRET: 'race-bench-secret', DATABASE_URL: '' }
  let database: string | null = null
  if (engine === 'postgres') {
    database = `milepost_races_${process.pid}_${activities}`
    spawnSync('psql', [POSTGRES, '-qc', `CREATE DATABASE ${database}`])
    const url = new URL(POSTGRES)
    url.pathname = `/${database}`
    env.DATABASE_URL = url.toString()
  }
  const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--import', './scripts/lib/server-only.mjs', 'scripts/bench-race-pages.ts'], { env, encoding: 'utf8', maxBuffer: 64 * MB })
  if (database) spawnSync('psql', [POSTGRES, '-qc', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`])
  fs.rmSync(dataDir, { recursive: true, force: true })
  const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '))
  if (!line) throw new Error(`${engine} at ${activities} runs failed:\n${run.stderr.slice(-3000)}`)
  return JSON.parse(line.slice('RESULT '.length)) as Figures
}

const pages: Section = {
  name: 'pages',
  title: `Race page and leaderboard, 20 at a time (target p99 ≤ ${PAGE_TARGET.p99} ms, 100k/100 ratio ≤ ${PAGE_TARGET.ratio})`,
  async run() {
    const rows: Row[] = []
    const missed: string[] = []
    const engines = ['sqlite', ...((await reachable()) && process.env.BENCH_ENGINES !== 'sqlite' ? ['postgres'] : [])]
    for (const engine of engines) {
      const small = measurePages(engine, 100)
      const large = measurePages(engine, 100_000)
      for (const call of Object.keys(small).filter((k) => k !== 'load')) {
        const a = small[call]!
        const b = large[call]!
        const ratio = Math.round((b.p99 / Math.max(a.p99, 0.1)) * 100) / 100
        const met = b.p99 <= PAGE_TARGET.p99 && ratio <= PAGE_TARGET.ratio
        if (!met) missed.push(`${engine} ${call}`)
        rows.push({ engine, call, 'p50 @100': a.p50, 'p99 @100': a.p99, 'p50 @100k': b.p50, 'p99 @100k': b.p99, 'p99 ratio': ratio, 'load s': large.load!.p50, target: met ? 'met' : 'MISSED' })
      }
    }
    return { rows, missed }
  },
}

const sections: Section[] = [parse, worker, pages]

const only = options.only?.split(',')
const missed: string[] = []
for (const section of sections.filter((s) => !only || only.some((name) => s.name.includes(name)))) {
  console.log(`\n${section.title}`)
  const outcome = await section.run()
  console.table(outcome.rows)
  missed.push(...outcome.missed.map((what) => `${section.name}: ${what}`))
}
console.log(missed.length ? `\nMissed: ${missed.join('; ')}` : '\nAll targets met.')
if (options.strict && missed.length) process.exitCode = 1
