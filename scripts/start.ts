/**
 * `npm start`: prepare the database (migrations, then demo content when missing), build once if
 * there is no production build, and serve with `next start` on PORT.
 */
import { spawn } from 'node:child_process'
import { env, usesPostgres } from '../src/lib/env'
import { demoRunner } from '../src/seed/entries'
import { demoMember } from '../src/seed/run-club'
import { demoAdmin } from '../src/seed/seed'
import { nextBin, prepare, root } from './lib/prepare'

await prepare()

console.log(`
  Milepost is starting on ${env.SITE_URL}
  Database: ${usesPostgres() ? 'PostgreSQL' : `SQLite in ${env.DATA_DIR}`}
  Admin:    ${env.SITE_URL}/admin  (demo login ${demoAdmin.email} / ${demoAdmin.password})
  Runner:   ${env.SITE_URL}/account  (demo login ${demoRunner.email} / ${demoRunner.password}, to enter events)
  Member:   ${env.SITE_URL}/account  (run-club member ${demoMember.email} / ${demoMember.password})
`)
const server = spawn(process.execPath, [nextBin, 'start', '-p', String(env.PORT)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
