import { failureChain } from './failure-chain'

/**
 * True when a database refused a write for a unique index: PostgreSQL's 23505, SQLite's
 * SQLITE_CONSTRAINT_UNIQUE (drizzle wraps the driver's error as its `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (const { code, extendedCode, message } of failureChain(error, 5)) {
    if (code === '23505' || extendedCode === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_UNIQUE') return true
    if (typeof message === 'string' && /UNIQUE constraint failed|duplicate key value violates unique constraint/.test(message)) return true
  }
  return false
}
