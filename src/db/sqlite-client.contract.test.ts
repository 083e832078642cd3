/**
 * Contract test for the one hook into Payload's SQLite adapter: payload.config.ts hands
 * @payloadcms/db-sqlite our libSQL client (src/db/sqlite-client.ts) by setting `client` on the
 * adapter instance between `init` and `connect`. Nothing in Payload documents that; a version bump
 * of payload, @payloadcms/db-sqlite, @payloadcms/drizzle, drizzle-orm or @libsql/client that changes
 * it must fail here, not quietly put the site back on an unserialized client (SQLITE_BUSY under
 * concurrent writes, no WAL: docs/decisions/0002).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as sqliteClient from './sqlite-client'

// Records the client payload.config.ts builds, so we can check it is the one the adapter ends up using.
vi.mock('./sqlite-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./sqlite-client')>()
  return { ...actual, createSerializedSqliteClient: vi.fn(actual.createSerializedSqliteClient) }
})

const RECHECK = 'a Payload/drizzle/libSQL upgrade changed how the SQLite client is swapped in: re-check src/payload.config.ts (database()) and src/db/sqlite-client.ts'

type Instance = ReturnType<ReturnType<typeof sqliteAdapter>['init']> & {
  client: unknown
  drizzle: { run: (query: unknown) => Promise<unknown>; all: <T>(query: unknown) => Promise<T[]> }
  busyTimeout: number
  clientConfig: unknown
  sessions: Record<string, { db: { run: (query: unknown) => Promise<unknown> } }>
}

const logger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined }
const fakePayload = { logger } as unknown as Payload

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-sqlite-contract-'))
const settle = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'settled' as const,
      () => 'settled' as const,
    ),
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms)),
  ])

describe('the SQLite client swapped into @payloadcms/db-sqlite', () => {
  let instance: Instance

  beforeAll(async () => {
    // The app's own environment, pointed at a temp SQLite file; set before src/lib/env.ts loads.
    vi.stubEnv('DATA_DIR', dataDir)
    vi.stubEnv('DATABASE_URL', '')
    vi.stubEnv('PAYLOAD_SECRET', 'contract-test-secret')
    vi.stubEnv('SITE_URL', 'http://localhost:3000')
    vi.stubEnv('S3_BUCKET', '')
    const config = await (await import('../payload.config')).default
    instance = config.db.init({ payload: fakePayload }) as Instance
  }, 60_000)

  afterAll(async () => {
    ;(instance?.client as { close?: () => void } | undefined)?.close?.()
    vi.unstubAllEnvs()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('still has the fields and methods our wiring replaces or relies on', () => {
    const adapter = sqliteAdapter({ client: { url: `file:${path.join(dataDir, 'shape.db')}` } })
    expect(adapter.init, `sqliteAdapter() no longer returns { init }: ${RECHECK}`).toBeTypeOf('function')
    expect(adapter.init.length, `the adapter's init no longer takes the one ({ payload }) argument payload.config.ts forwards: ${RECHECK}`).toBe(1)
    const fresh = adapter.init({ payload: fakePayload }) as Instance
    expect('client' in fresh, `the adapter instance has no \`client\` field any more: ${RECHECK}`).toBe(true)
    expect(fresh.client, `the adapter now creates its client in init(), before ours is set: ${RECHECK}`).toBeUndefined()
    expect('drizzle' in fresh, `the adapter instance has no \`drizzle\` field any more: ${RECHECK}`).toBe(true)
    expect(fresh.connect, `the adapter instance has no connect() any more: ${RECHECK}`).toBeTypeOf('function')
    expect(fresh.beginTransaction, `the adapter has no beginTransaction() any more: ${RECHECK}`).toBeTypeOf('function')
    expect(fresh.commitTransaction, `the adapter has no commitTransaction() any more: ${RECHECK}`).toBeTypeOf('function')
    // busyTimeout and wal are applied by our client because Payload skips them for a client it is handed.
    expect(fresh.busyTimeout, `the adapter no longer keeps busyTimeout (0 when not given): ${RECHECK}`).toBe(0)
  })

  it("libSQL's Client and Transaction still have the methods our proxy wraps", async () => {
    const raw = createClient({ url: ':memory:' })
    try {
      for (const method of ['execute', 'batch', 'executeMultiple', 'migrate', 'transaction', 'close'] as const) {
        expect(raw[method], `@libsql/client's Client has no ${method}() any more: re-check src/db/sqlite-client.ts`).toBeTypeOf('function')
      }
      const tx = await raw.transaction('write')
      for (const method of ['execute', 'batch', 'commit', 'rollback', 'close'] as const) {
        expect(tx[method], `@libsql/client's Transaction has no ${method}() any more: re-check the transaction proxy in src/db/sqlite-client.ts`).toBeTypeOf('function')
      }
      await tx.rollback()
    } finally {
      raw.close()
    }
  })

  it('keeps the client payload.config.ts sets, and builds drizzle on it', async () => {
    const built = vi.mocked(sqliteClient.createSerializedSqliteClient)
    expect(built, `payload.config.ts no longer builds our client in the adapter's init: ${RECHECK}`).toHaveBeenCalledTimes(1)
    const ours = built.mock.results[0]?.value
    expect(instance.client, `payload.config.ts's init no longer leaves our client on the adapter: ${RECHECK}`).toBe(ours)

    await instance.connect!()
    expect(instance.client, `the adapter's connect() replaced the client it was handed: ${RECHECK}`).toBe(ours)
    expect(instance.drizzle, `the adapter's connect() no longer builds \`drizzle\`: ${RECHECK}`).toBeDefined()
    // The settings our client applies (Payload applies none of them to a client it is handed).
    const [journal] = await instance.drizzle.all<{ journal_mode: string }>(sql`PRAGMA journal_mode`)
    expect(journal?.journal_mode, `the adapter's connection is not in WAL mode: our client's set-up did not run: ${RECHECK}`).toBe('wal')
    const [sync] = await instance.drizzle.all<{ synchronous: number }>(sql`PRAGMA synchronous`)
    expect(sync?.synchronous, `the adapter's connection is not on synchronous = NORMAL (1): ${RECHECK}`).toBe(1)
    const [busy] = await instance.drizzle.all<{ timeout: number }>(sql`PRAGMA busy_timeout`)
    expect(busy?.timeout, `the adapter's connection has no busy timeout: ${RECHECK}`).toBe(5000)
  })

  it("queues the adapter's writes behind its transactions on our write lock", async () => {
    await instance.drizzle.run(sql`CREATE TABLE contract_rows (n INTEGER NOT NULL)`)
    const id = (await instance.beginTransaction!()) as string
    expect(instance.sessions[id], `beginTransaction() no longer registers its drizzle transaction in \`sessions\`: ${RECHECK}`).toBeDefined()
    await instance.sessions[id]!.db.run(sql`INSERT INTO contract_rows (n) VALUES (1)`)

    // Outside the transaction: with our client this waits for the lock; with libSQL's own it fails at once (SQLITE_BUSY).
    // (drizzle runs a query each time it is awaited: Promise.resolve runs it once.)
    const outside = Promise.resolve(instance.drizzle.run(sql`INSERT INTO contract_rows (n) VALUES (2)`))
    expect(await settle(outside, 150), `a write outside a transaction did not wait for the transaction: the adapter's writes bypass our write lock: ${RECHECK}`).toBe('pending')

    await instance.commitTransaction!(id)
    const outcome = await outside.then(
      () => 'written',
      (error: unknown) => String(error),
    )
    expect(outcome, `the queued write failed once the transaction committed: ${RECHECK}`).toBe('written')
    const [rows] = await instance.drizzle.all<{ count: number }>(sql`SELECT count(*) AS count FROM contract_rows`)
    expect(rows?.count, `both writes should have landed: ${RECHECK}`).toBe(2)

    // libSQL opens a new connection after each transaction; our client gives it the busy timeout.
    const [busy] = await instance.drizzle.all<{ timeout: number }>(sql`PRAGMA busy_timeout`)
    expect(busy?.timeout, `the connection libSQL opened after a transaction has no busy timeout: re-check the transaction() wrapper in src/db/sqlite-client.ts`).toBe(5000)
  })
})
