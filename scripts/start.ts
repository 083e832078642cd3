/**
 * `npm start`: prepare the database (migrations, then demo content when missing), build once if
 * there is no production build, and serve with `next start` on PORT.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import { runMigrations } from '../src/db/migrate'
import { env, usesPostgres } from '../src/lib/env'
import config from '../src/payload.config'
import { demoAdmin, seed } from '../src/seed/seed'

const root = path.resolve(import.meta.dirname, '..')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

const payload = await getPayload({ config })
await runMigrations(payload)
const { created } = await seed(payload)
if (created.length) payload.logger.info(`Seeded demo content: ${created.join(', ')}`)
await payload.destroy()

/** A build is needed when there is none, or when sources changed after it (e.g. after a git pull). */
function needsBuild(): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  const builtAt = fs.statSync(buildId).mtimeMs
  const inputs = ['src', 'messages', 'public', 'next.config.ts', 'package-lock.json']
  const newer = (entry: string): boolean => {
    const stat = fs.statSync(entry)
    if (!stat.isDirectory()) return stat.mtimeMs > builtAt
    return fs.readdirSync(entry).some((name) => newer(path.join(entry, name)))
  }
  return inputs.map((p) => path.join(root, p)).some((p) => fs.existsSync(p) && newer(p))
}

if (needsBuild()) {
  console.log('Building the site for production (a few minutes, once per change)…')
  const build = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], { cwd: root, stdio: 'inherit', env: process.env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

console.log(`
  Milepost is starting on ${env.SITE_URL}
  Database: ${usesPostgres() ? 'PostgreSQL' : `SQLite in ${env.DATA_DIR}`}
  Admin:    ${env.SITE_URL}/admin  (demo login ${demoAdmin.email} / ${demoAdmin.password})
`)
const server = spawn(process.execPath, [nextBin, 'start', '-p', String(env.PORT)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
