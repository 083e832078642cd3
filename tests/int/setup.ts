/**
 * Each integration test file gets its own database: a temp SQLite file, or a fresh PostgreSQL
 * database when TEST_POSTGRES_URL is set, both copies of the one migrated in global-setup.ts. The
 * environment is set before the app's modules load.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, inject } from 'vitest'

const template = inject('migratedTemplate')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-int-'))
if (template.kind === 'sqlite') {
  for (const file of fs.readdirSync(template.dir).filter((f) => f.startsWith('milepost.db'))) fs.copyFileSync(path.join(template.dir, file), path.join(dataDir, file))
}
process.env.DATA_DIR = dataDir
process.env.PAYLOAD_SECRET = 'integration-test-secret'
process.env.SITE_URL = 'http://localhost:3000'
// The sandbox gateway and the local human check stand in for Stripe, PayPal and Turnstile.
process.env.DEMO_MODE = '1'

let dropDatabase: (() => Promise<void>) | undefined
const postgresUrl = process.env.TEST_POSTGRES_URL
if (postgresUrl) {
  const { default: pg } = await import('pg')
  const name = `milepost_test_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(template.kind === 'postgres' ? `CREATE DATABASE ${name} TEMPLATE ${template.name}` : `CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  }
} else {
  delete process.env.DATABASE_URL
}

const { getPayloadClient } = await import('../../src/server/payload')
const { runMigrations } = await import('../../src/db/migrate')
const payload = await getPayloadClient()
// Nothing left to run on a copy of the template; a migration added since would run here.
await runMigrations(payload)
// The site sells only in a market: every test file starts from the template's five demo markets and
// their tax rates (tests/support/template-database.ts); a database not copied from it gets them here.
const copiedFromTemplate = postgresUrl ? template.kind === 'postgres' : template.kind === 'sqlite'
if (!copiedFromTemplate) {
  const { seedMarketsAndTaxRates } = await import('../support/markets')
  await seedMarketsAndTaxRates(payload)
}

afterAll(async () => {
  await payload.destroy()
  // Idle pool connections are cut by DROP DATABASE … FORCE below; that is expected here.
  ;(payload.db as { pool?: { on(event: 'error', listener: () => void): void } }).pool?.on('error', () => {})
  await dropDatabase?.()
  fs.rmSync(dataDir, { recursive: true, force: true })
})
