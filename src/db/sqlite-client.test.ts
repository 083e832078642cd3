import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createSerializedSqliteClient } from './sqlite-client'

const dirs: string[] = []
function client() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-sqlite-'))
  dirs.push(dir)
  return createSerializedSqliteClient({ url: `file:${path.join(dir, 'test.db')}` }, 5000)
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const openFiles = () => fs.readdirSync('/proc/self/fd').length

describe('the serialized SQLite client', () => {
  it.skipIf(!fs.existsSync('/proc/self/fd'))('opens no file per transaction (libSQL would leak two descriptors each)', async () => {
    const db = client()
    await db.execute('CREATE TABLE t (x integer)')
    const before = openFiles()
    for (let i = 0; i < 200; i++) {
      const tx = await db.transaction('write')
      await tx.execute({ sql: 'INSERT INTO t VALUES (?)', args: [i] })
      await (i % 2 ? tx.commit() : tx.rollback())
    }
    expect(openFiles() - before).toBeLessThan(5)
    expect((await db.execute('SELECT count(*) AS n FROM t')).rows[0]!.n).toBe(100)
    db.close()
  })

  it('keeps a transaction to itself until it commits, and writes outside it wait their turn', async () => {
    const db = client()
    await db.execute('CREATE TABLE t (x integer)')
    const tx = await db.transaction('write')
    await tx.execute('INSERT INTO t VALUES (1)')
    expect((await db.execute('SELECT count(*) AS n FROM t')).rows[0]!.n).toBe(0)
    let outside = 'pending'
    const write = db.execute('INSERT INTO t VALUES (2)').then(() => (outside = 'done'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(outside).toBe('pending')
    await tx.commit()
    await write
    expect((await db.execute('SELECT x FROM t ORDER BY x')).rows.map((r) => r.x)).toEqual([1, 2])
    db.close()
  })

  it('a finished transaction refuses further statements, and a closed one rolls back', async () => {
    const db = client()
    await db.execute('CREATE TABLE t (x integer)')
    const done = await db.transaction('write')
    await done.commit()
    expect(done.closed).toBe(true)
    await expect(done.execute('INSERT INTO t VALUES (1)')).rejects.toMatchObject({ code: 'TRANSACTION_CLOSED' })
    const abandoned = await db.transaction('write')
    await abandoned.execute('INSERT INTO t VALUES (2)')
    abandoned.close()
    await db.execute('INSERT INTO t VALUES (3)')
    expect((await db.execute('SELECT x FROM t')).rows.map((r) => r.x)).toEqual([3])
    db.close()
  })
})
