/**
 * The "pages" section of `npm run bench:races` (scripts/bench-races.ts), run in a process of its own
 * per size: a database with 1,000 entries in 100 teams and `BENCH_RACES_ACTIVITIES` runs, then a
 * race page's call (GET /app-api/races/{entryId}, through the route handler, for a runner with 20
 * runs whatever the total) and an event's leaderboard (the board's reads), 20 at a time.
 */
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { summary, timed } from './lib/stats'

const ACTIVITIES = Number(process.env.BENCH_RACES_ACTIVITIES ?? 100)
const ENTRIES = 1000
const TEAMS = 100
const OWN_RUNS = 20
// The p99 of 400 calls is their 4th slowest: one 30 ms pause of the machine (a collection, the
// database's own work) then sets it. 2,000 calls are a few seconds of steady load.
const TIMED_CALLS = 2000

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { runMigrations } = await import('../src/db/migrate')
const { drizzleOf } = await import('../src/db/drizzle-tables')
const { teamNameKey } = await import('../src/entries/model')
const { issueAppToken } = await import('../src/server/accounts/customer')
const { GET: getRace } = await import('../src/app/app-api/races/[entryId]/route')
const { races } = await import('../src/server/races/site')
const { NextRequest } = await import('next/server')

const payload = await getPayload({ config })
await runMigrations(payload)
const context = { disableRevalidate: true }
const DAY = 24 * 60 * 60_000
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)
const media = await payload.create({ collection: 'media', data: { alt: 'Bench' }, filePath: path.resolve('src/seed/images/hero-sunrise-run.jpg'), context })
const event = await payload.create({
  collection: 'events',
  data: {
    title: 'Race bench',
    slug: 'race-bench',
    shortDescription: 'Bench',
    eventStartDate: `${day(-60)}T00:00:00.000Z`,
    eventEndDate: `${day(30)}T00:00:00.000Z`,
    eventType: 'open',
    image: media.id,
    individual: true,
    team: true,
    availableForPurchase: true,
    defaultPrice: 1000,
    entryDistances: [{ label: '1000K', lengthKm: 1000 }],
    _status: 'published',
  },
  context,
})
const variant = await payload.create({
  collection: 'variants',
  data: { kind: 'entry', event: event.id, title: 'Adult', sku: 'RACE-BENCH', prices: [{ currency: 'GBP', amount: 1000 }], hasUnlimitedStock: true, entryType: 'adult', isAvailable: true },
  context,
})
const runner = await payload.create({ collection: 'customers', data: { email: 'bench@race.test', password: 'bench-password-1', _verified: true }, disableVerificationEmail: true, context })
const { token } = await payload.login({ collection: 'customers', data: { email: 'bench@race.test', password: 'bench-password-1' } })
const sid = (JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid
const bearer = `Bearer ${(await issueAppToken(runner.id, sid)).token}`

// The data, written directly in batches: teams, entries (the first is the measured runner's) and runs.
const { drizzle, tables } = drizzleOf(payload)
const now = new Date().toISOString()
const started = performance.now()
const teamIds: number[] = []
for (let t = 0; t < TEAMS; t++) {
  const name = `Bench Team ${t}`
  const [row] = await drizzle
    .insert(tables.teams)
    .values({
      event: event.id,
      name,
      nameKey: teamNameKey(name),
      captainEmail: `c${t}@race.test`,
      orderNumber: `RB-T${t}`,
      distanceLabel: '1000K',
      distanceKm: 1000,
      timezone: 'Europe/London',
      countedMeters: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: tables.teams.id })
  teamIds.push(Number(row!.id))
}
const entryIds: number[] = []
for (let from = 0; from < ENTRIES; from += 250) {
  const rows = await drizzle
    .insert(tables.entries)
    .values(
      Array.from({ length: 250 }, (_, k) => from + k).map((i) => ({
        event: event.id,
        variant: variant.id,
        team: teamIds[i % TEAMS],
        entryPath: 'join-team' as const,
        entryType: 'adult' as const,
        firstName: 'Run',
        lastName: `${i}`,
        email: `r${i}@race.test`,
        emailKey: `r${i}@race.test`,
        distanceLabel: '1000K',
        distanceKm: 1000,
        timezone: 'Europe/London',
        orderNumber: `RB-${i}`,
        entrantCustomerId: i === 0 ? runner.id : null,
        locale: 'en' as const,
        onBoard: i % 3 === 0,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: tables.entries.id })
  entryIds.push(...rows.map((r) => Number(r.id)))
}
const service = await races()
// The measured runner's own runs go through the race service, as the app would log them.
for (let r = 0; r < OWN_RUNS; r++) {
  await service.logRun(runner.id, entryIds[0]!, 'en', { startedAt: new Date(Date.now() - (50 - r) * DAY), distanceMeters: 5000, durationSeconds: 1800, activityType: 'run', externalId: `own-${r}` })
}
// Everyone else's runs, written in bulk with the totals the service would have kept.
const others = Math.max(0, ACTIVITIES - OWN_RUNS)
const perEntry = new Map<number, number>()
for (let from = 0; from < others; from += 1000) {
  const batch = Array.from({ length: Math.min(1000, others - from) }, (_, k) => from + k)
  await drizzle.insert(tables.activities).values(
    batch.map((n) => {
      const entry = entryIds[1 + (n % (ENTRIES - 1))]!
      perEntry.set(entry, (perEntry.get(entry) ?? 0) + 1)
      return {
        entry,
        event: event.id,
        startedAt: new Date(Date.now() - 55 * DAY + n * 1000).toISOString(),
        distanceMeters: 5000,
        durationSeconds: 1800,
        source: 'app' as const,
        status: 'counted' as const,
        createdAt: now,
        updatedAt: now,
      }
    }),
  )
}
await drizzle.transaction(async (tx) => {
  for (const [entry, runs] of perEntry)
    await tx
      .update(tables.entries)
      .set({ countedMeters: runs * 5000, countedSeconds: runs * 1800, countedRuns: runs })
      .where(eq(tables.entries.id, entry))
})
const loadSeconds = Math.round((performance.now() - started) / 100) / 10

const request = (url: string) => new NextRequest(new URL(url, 'http://localhost:3000'), { headers: { authorization: bearer, accept: 'application/json' } })
const figures: Record<string, ReturnType<typeof summary>> = {}
const run = async (name: string, total: number, work: (i: number) => Promise<unknown>) => {
  // Warm up as a server that has answered a while: the first few hundred calls run unoptimised code.
  for (let i = 0; i < 1000; i++) await work(i)
  figures[name] = summary(await timed(total, 20, work))
}
await run('race page call (GET /app-api/races/{id})', TIMED_CALLS, async () => {
  const response = await getRace(request(`/app-api/races/${entryIds[0]}`) as never, { params: Promise.resolve({ entryId: String(entryIds[0]) }) } as never)
  if (response.status !== 200) throw new Error(`race answered ${response.status}`)
  await response.arrayBuffer()
})
await run('event leaderboard (board reads)', TIMED_CALLS, async () => {
  const board = await service.board(event.id)
  if (board.teams.length !== 50) throw new Error('the board lost its teams')
})
await payload.destroy()
process.stdout.write(`\nRESULT ${JSON.stringify({ ...figures, load: { p50: loadSeconds, p95: loadSeconds, p99: loadSeconds, count: ACTIVITIES } })}\n`)
process.exit(0)
