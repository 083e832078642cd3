/**
 * What every way of serving the site does first: migrate the database, add the demo content that
 * is missing, and build once when there is no build or sources changed after it.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import { runMigrations } from '../../src/db/migrate'
import config from '../../src/payload.config'
import { seed } from '../../src/seed/seed'

export const root = path.resolve(import.meta.dirname, '../..')
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

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

export async function prepare(): Promise<void> {
  const payload = await getPayload({ config })
  await runMigrations(payload)
  const { created } = await seed(payload)
  if (created.length) payload.logger.info(`Seeded demo content: ${created.join(', ')}`)
  await payload.destroy()

  if (needsBuild()) {
    console.log('Building the site for production (a few minutes, once per change)…')
    const build = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], { cwd: root, stdio: 'inherit', env: process.env })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  // Next keeps its data cache (cached CMS reads) on disk beside the build; reads are keyed by their
  // database (src/content/cache.ts), and old ones are of no use to this start.
  fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
}
