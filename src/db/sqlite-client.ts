import { type Client, type Config, createClient, type InStatement, type Transaction, type TransactionMode } from '@libsql/client'

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

/**
 * A libSQL client safe for concurrent requests in one process. libSQL runs SQLite calls
 * synchronously and opens a fresh connection after every transaction (without the busy timeout),
 * so two concurrent writers either fail at once with SQLITE_BUSY or block the event loop. Here
 * write transactions and write statements wait their turn on an async lock, and every new
 * connection gets the busy timeout for writers in other processes.
 */
export function createSerializedSqliteClient(config: Config, busyTimeoutMs: number): Client {
  const inner = createClient(config)
  const acquire = createWriteLock()
  // Per-connection settings: the busy timeout, and NORMAL sync, safe in WAL mode (docs/decisions/0002).
  const pragma = `PRAGMA busy_timeout = ${busyTimeoutMs}; PRAGMA synchronous = NORMAL;`
  // Payload skips its own WAL and busy-timeout set-up when handed a client, so it happens here.
  // (libSQL runs this at once, before any statement that follows.)
  void inner.executeMultiple(`PRAGMA journal_mode = WAL; PRAGMA journal_size_limit = ${JOURNAL_SIZE_LIMIT}; ${pragma}`)

  async function locked<T>(run: () => Promise<T>): Promise<T> {
    const release = await acquire()
    try {
      return await run()
    } finally {
      release()
    }
  }

  async function transaction(mode?: TransactionMode): Promise<Transaction> {
    const release = await acquire()
    try {
      const pending = inner.transaction(mode)
      // transaction() handed its connection to the transaction; this opens the next one.
      void inner.executeMultiple(pragma)
      const tx = await pending
      const settle = (fn: () => Promise<void>) => async () => {
        try {
          await fn()
        } finally {
          release()
        }
      }
      return new Proxy(tx, {
        get(target, prop, receiver) {
          if (prop === 'commit') return settle(() => target.commit())
          if (prop === 'rollback') return settle(() => target.rollback())
          if (prop === 'close')
            return () => {
              try {
                target.close()
              } finally {
                release()
              }
            }
          const value = Reflect.get(target, prop, receiver)
          return typeof value === 'function' ? value.bind(target) : value
        },
      })
    } catch (error) {
      release()
      throw error
    }
  }

  return new Proxy(inner, {
    get(target, prop, receiver) {
      switch (prop) {
        case 'transaction':
          return transaction
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
