import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database each test file starts from: a PostgreSQL template's name, or a SQLite folder to copy. */
    migratedTemplate: { kind: 'postgres'; name: string } | { kind: 'sqlite'; dir: string }
  }
}

const root = path.resolve(import.meta.dirname, '../..')

/** Runs the migrations once, in a process of their own, the way `npm run migrate` does, and opens the demo markets. */
function migrate(env: Record<string, string>) {
  // Twice at most: under the lanes' start-up load the process has once ended with nothing said.
  for (let attempt = 1; ; attempt++) {
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'tests/support/template-database.ts'], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' })
    if (run.status === 0) return
    const why = `status ${run.status}, signal ${run.signal}${run.error ? `, ${run.error.message}` : ''}`
    if (attempt >= 2) throw new Error(`Migrating the template database failed (${why}):\n${run.stdout}\n${run.stderr}`)
    console.warn(`[int] Migrating the template database failed (${why}); trying once more.\n${run.stdout}\n${run.stderr}`)
  }
}

/**
 * Every integration test file gets a database of its own (tests/int/setup.ts). Migrating each one
 * costs seconds (many on PostgreSQL); they are copied from one database migrated here instead.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-template-'))
  const common = { DATA_DIR: dataDir, PAYLOAD_SECRET: 'integration-test-secret', SITE_URL: 'http://localhost:3000', DEMO_MODE: '1' }
  const postgresUrl = process.env.TEST_POSTGRES_URL
  if (!postgresUrl) {
    migrate({ ...common, DATABASE_URL: '' })
    project.provide('migratedTemplate', { kind: 'sqlite', dir: dataDir })
    return () => fs.rmSync(dataDir, { recursive: true, force: true })
  }

  const { default: pg } = await import('pg')
  const name = `milepost_template_${process.pid}_${Date.now()}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  migrate({ ...common, DATABASE_URL: url.toString() })
  project.provide('migratedTemplate', { kind: 'postgres', name })
  return async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
