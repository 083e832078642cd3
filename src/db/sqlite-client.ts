import { type Client, type Config, createClient, type InStatement, LibsqlError, type Transaction, type TransactionMode } from '@libsql/client'

const WRITE_STATEMENT = /^\s*(insert|update|delete|replace|create|drop|alter)\b/i
const LOCK_WAIT_MS = 15_000
const JOURNAL_SIZE_LIMIT = 64 * 1024 * 1024

/** An async FIFO lock: SQLite has one writer at a time, so writers queue here instead of failing. */
export function createWriteLock(waitMs = LOCK_WAIT_MS) {
  let tail: Promise<void> = Promise.resolve()
  return async function acquire(): Promise<() => void> {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const previous = tail
    tail = previous.then(() => released)
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('SQLITE_BUSY: waited too long for the write lock'), { code: 'SQLITE_BUSY' })), waitMs)
    })
    try {
      await Promise.race([previous, timeout])
    } catch (error) {
      previous.then(release, release)
      throw error
    } finally {
      clearTimeout(timer)
    }
    let done = false
    return () => {
      if (!done) {
        done = true
        release()
      }
    }
  }
}

const sqlOf = (stmt: InStatement) => (typeof stmt === 'string' ? stmt : stmt.sql)

/** What libSQL sends to open a transaction of each mode (its own `transactionModeToBegin`). */
const BEGIN: Record<TransactionMode, string> = { write: 'BEGIN IMMEDIATE', read: 'BEGIN TRANSACTION READONLY', deferred: 'BEGIN DEFERRED' }

/**
 * A libSQL client safe for concurrent requests in one process. libSQL runs SQLite calls
 * synchronously; its `transaction()` hands the client's connection to the transaction and opens a
 * fresh one, and never closes the one it handed over (tursodatabase/libsql-client-ts#350: two file
 * descriptors lost per transaction, until the process can open no file). Here write statements
 * wait their turn on an async lock, and transactions run one at a time, under the same lock, on a
 * second connection kept for them: no connection is ever handed over or opened again. Both
 * connections get the busy timeout for writers in other processes.
 */
export function createSerializedSqliteClient(config: Config, busyTimeoutMs: number): Client {
  const inner = createClient(config)
  const transactions = createClient(config)
  const acquire = createWriteLock()
  // Per-connection settings: the busy timeout, and NORMAL sync, safe in WAL mode (docs/decisions/0002).
  const pragma = `PRAGMA busy_timeout = ${busyTimeoutMs}; PRAGMA synchronous = NORMAL;`
  // Payload skips its own WAL and busy-timeout set-up when handed a client, so it happens here.
  // (libSQL runs these at once, before any statement that follows.)
  void inner.executeMultiple(`PRAGMA journal_mode = WAL; PRAGMA journal_size_limit = ${JOURNAL_SIZE_LIMIT}; ${pragma}`)
  void transactions.executeMultiple(pragma)

  async function locked<T>(run: () => Promise<T>): Promise<T> {
    const release = await acquire()
    try {
      return await run()
    } finally {
      release()
    }
  }

  async function transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    const release = await acquire()
    try {
      await transactions.execute(BEGIN[mode])
    } catch (error) {
      release()
      throw error
    }
    let open = true
    const end = async (statement: 'COMMIT' | 'ROLLBACK') => {
      if (!open) return
      try {
        await transactions.execute(statement)
      } finally {
        open = false
        release()
      }
    }
    const during = <T>(run: () => Promise<T>): Promise<T> => (open ? run() : Promise.reject(new LibsqlError('The transaction is closed', 'TRANSACTION_CLOSED')))
    return {
      execute: (stmt: InStatement) => during(() => transactions.execute(stmt)),
      batch: (stmts: InStatement[]) =>
        during(async () => {
          const results = []
          for (const stmt of stmts) results.push(await transactions.execute(stmt))
          return results
        }),
      // libSQL's executeMultiple would roll back the open transaction when it ends.
      executeMultiple: () => Promise.reject(new LibsqlError('executeMultiple is not available inside a transaction', 'TRANSACTION_CLOSED')),
      commit: () => end('COMMIT'),
      rollback: () => end('ROLLBACK'),
      close: () => void end('ROLLBACK').catch(() => undefined),
      get closed() {
        return !open
      },
    }
  }

  return new Proxy(inner, {
    get(target, prop, receiver) {
      switch (prop) {
        case 'transaction':
          return transaction
        case 'close':
          return () => {
            transactions.close()
            target.close()
          }
        case 'execute':
          return (stmt: InStatement, ...rest: unknown[]) =>
            WRITE_STATEMENT.test(sqlOf(stmt))
              ? locked(() => (target.execute as (...a: unknown[]) => Promise<unknown>)(stmt, ...rest))
              : (target.execute as (...a: unknown[]) => Promise<unknown>)(stmt, ...rest)
        case 'batch':
        case 'executeMultiple':
        case 'migrate':
          return (...args: unknown[]) => locked(() => (target[prop] as (...a: unknown[]) => Promise<unknown>)(...args))
        default: {
          const value = Reflect.get(target, prop, receiver)
          return typeof value === 'function' ? value.bind(target) : value
        }
      }
    },
  })
}
