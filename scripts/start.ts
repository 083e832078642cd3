/**
 * `npm start`: prepare the database (migrations, then demo content when missing), build once if
 * there is no production build, and serve on PORT with the site's HTTP server, restarted whenever
 * it dies (scripts/lib/http-server.ts, supervisor.ts).
 */
import { decideStart, isPublicStart } from '../src/lib/deploy/demo-mode'
import { env, usesPostgres } from '../src/lib/env'

const start = decideStart({ env, demo: env.DEMO_MODE, isPublic: isPublicStart({ cluster: false, nodeEnv: process.env.NODE_ENV, siteUrl: env.SITE_URL }) })
if (start.mode === 'refuse') {
  console.error(start.reason)
  process.exit(1)
}
// The build and the server read it: checkout and contact then say it is a demo.
if (start.mode === 'demo') process.env.DEMO_MODE = '1'

// Loaded once the start is decided: a refusal touches nothing (no database, no Payload). One at a
// time: importing these graphs at once through tsx's loader sometimes never settled (Node then
// exits with 13, "unsettled top-level await"), about one start in five on a busy machine.
const { demoRunner } = await import('../src/seed/entries')
const { demoTeammates } = await import('../src/seed/races')
const { demoMember } = await import('../src/seed/run-club')
const { demoAdmin } = await import('../src/seed/seed')
const { prepare } = await import('./lib/prepare')
const { superviseServer } = await import('./lib/server-process')
await prepare()

console.log(`
  Milepost is starting on ${env.SITE_URL}
  Database: ${usesPostgres() ? 'PostgreSQL' : `SQLite in ${env.DATA_DIR}`}
  Admin:    ${env.SITE_URL}/admin  (demo login ${demoAdmin.email} / ${demoAdmin.password})
  Runner:   ${env.SITE_URL}/account  (demo login ${demoRunner.email} / ${demoRunner.password}, to enter events)
  Races:    ${env.SITE_URL}/account/races  (the runner's races; teammate ${demoTeammates[0].email} / ${demoTeammates[0].password})
  Member:   ${env.SITE_URL}/account  (run-club member ${demoMember.email} / ${demoMember.password})
${start.mode === 'demo' ? `\n  ${start.notice}\n` : ''}`)
const server = superviseServer({ port: env.PORT, stdio: 'inherit' })
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true
    void server.stop(signal)
  })
}
// Supervision ends when asked to, or when the server cannot start at all.
void server.ended.then((code) => process.exit(stopping ? 0 : code))
