import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'
import type { z } from 'zod'
import { storedValue } from '../lib/stored-value'
import type * as schema from './schema.generated'

/**
 * Payload's drizzle instance and tables, for the few hot paths that write rows directly.
 *
 * Typed by the schema Payload generates from our config (`npm run generate:db-schema`, SQLite's
 * flavour). On PostgreSQL the same keys name the same columns and the query-builder calls used
 * here exist alike; tests/int/db-schema.int.test.ts checks both against the live adapter.
 */
export type Tables = { [Name in keyof typeof schema as Name extends `relations_${string}` ? never : Name]: (typeof schema)[Name] }
export type Db = SQLiteAdapter['drizzle']
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** A statement runs on the database or inside a transaction alike. */
export type Runner = Db | Tx

export const drizzleOf = (payload: Payload) => payload.db as unknown as { drizzle: Db; tables: Tables }

/**
 * The drizzle handle of the request's open transaction (Payload keeps it in `sessions`, under the
 * id `initTransaction` set; src/db/sqlite-client.contract.test.ts checks it stays so), else the database.
 */
export async function runnerOfRequest(req: PayloadRequest): Promise<Runner> {
  const { drizzle } = drizzleOf(req.payload)
  const id = await req.transactionID
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, { db?: Runner } | undefined> }).sessions
  return (id !== undefined && id !== null && sessions?.[String(id)]?.db) || drizzle
}

/** A nullable numeric column (PostgreSQL answers numerics as strings). */
export const nullableNumber = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v))

/** A JSON column read back as the shape that was written (text on SQLite when read raw, already parsed otherwise), or null. */
export function jsonColumn<T>(shape: z.ZodType<T>, v: unknown, column: string): T | null {
  if (v === null || v === undefined) return null
  let value: unknown = v
  if (typeof v === 'string') {
    try {
      value = JSON.parse(v)
    } catch (cause) {
      throw new Error(`${column} holds text that is not JSON`, { cause })
    }
  }
  return value === null ? null : storedValue(shape, value, column)
}
