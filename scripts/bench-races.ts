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
 *   --only=parse   only the sections whose name holds one of these
 *   --strict       exit 1 when a target is missed (benchmarks never fail CI otherwise)
 *
 * A new section (the race page, the event board) is one more entry in `sections`.
 */
import { parseArgs } from 'node:util'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import { readActivityFile } from '../src/races/activity-file'
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

const sections: Section[] = [parse]

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
