/**
 * True when a database refused a write for a unique index: PostgreSQL's 23505, SQLite's
 * SQLITE_CONSTRAINT_UNIQUE (drizzle wraps the driver's error as its `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, extendedCode, message } = current as { code?: unknown; extendedCode?: unknown; message?: unknown }
    if (code === '23505' || extendedCode === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_UNIQUE') return true
    if (typeof message === 'string' && /UNIQUE constraint failed|duplicate key value violates unique constraint/.test(message)) return true
  }
  return false
}
