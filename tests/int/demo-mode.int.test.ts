/**
 * A public start without the real services' keys refuses, in one line naming what is missing,
 * before it touches the database; DEMO_MODE=1 is the only way to run the stand-ins in public.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const keys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY']

function start(script: 'scripts/start.ts' | 'scripts/cluster.ts', env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-refusal-'))
  try {
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), script], {
      cwd: root,
      env: { ...process.env, ...Object.fromEntries(keys.map((k) => [k, ''])), DEMO_MODE: '', DATA_DIR: dataDir, DATABASE_URL: '', PORT: '1', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    })
    return { status: run.status, stderr: run.stderr.trim(), stdout: run.stdout.trim(), files: fs.readdirSync(dataDir) }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const refusal =
  /^Milepost will not start as a public shop without STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY: set them, or DEMO_MODE=1 to run a demo that takes no money\.$/

describe('a production start without keys', () => {
  it('npm start with NODE_ENV=production and an https SITE_URL refuses in one line, and makes no database', () => {
    const run = start('scripts/start.ts', { NODE_ENV: 'production', SITE_URL: 'https://shop.example' })
    expect(run.status, run.stderr.slice(-2000)).toBe(1)
    expect(run.stderr).toMatch(refusal)
    expect(run.files.filter((f) => f.endsWith('.db'))).toEqual([])
  })

  it('npm start on an https SITE_URL, without NODE_ENV and with only PayPal missing, refuses: PayPal would take orders for free', () => {
    const run = start('scripts/start.ts', { SITE_URL: 'https://shop.example', STRIPE_SECRET_KEY: 'sk_x', STRIPE_PUBLISHABLE_KEY: 'pk_x', TURNSTILE_SITE_KEY: 's', TURNSTILE_SECRET_KEY: 's' })
    expect(run.status, run.stderr.slice(-2000)).toBe(1)
    expect(run.stderr).toBe('Milepost will not start as a public shop without PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: set them, or DEMO_MODE=1 to run a demo that takes no money.')
    expect(run.files.filter((f) => f.endsWith('.db'))).toEqual([])
  })

  it('npm start on a plain-http host that is not this machine refuses too', () => {
    const run = start('scripts/start.ts', { SITE_URL: 'http://203.0.113.7:3000' })
    expect(run.status, run.stderr.slice(-2000)).toBe(1)
    expect(run.stderr).toMatch(refusal)
  })

  it('npm run start:cluster refuses too, whatever the address', () => {
    const run = start('scripts/cluster.ts', { SITE_URL: 'http://localhost:3000' })
    expect(run.status, run.stderr.slice(-2000)).toBe(1)
    expect(run.stderr).toMatch(refusal)
  })

  it('DEMO_MODE=0 refuses even on this machine', () => {
    const run = start('scripts/start.ts', { DEMO_MODE: '0', SITE_URL: 'http://localhost:3000' })
    expect(run.status, run.stderr.slice(-2000)).toBe(1)
    expect(run.stderr).toMatch(refusal)
  })

  it('with DEMO_MODE=1 the cluster goes on, saying it is a demo (and stops at what else it needs)', () => {
    const run = start('scripts/cluster.ts', { DEMO_MODE: '1', SITE_URL: 'https://shop.example' })
    expect(run.stdout).toMatch(/^Demo mode \(DEMO_MODE=1\): payments go through the offline sandbox/)
    expect(run.stderr).toMatch(/needs one database for all instances/)
  })
})
