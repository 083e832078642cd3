import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
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

/** A nullable numeric column (PostgreSQL answers numerics as strings). */
export const nullableNumber = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v))

/** A JSON column: text on SQLite when read raw, already parsed otherwise. */
export const jsonColumn = <T>(v: unknown): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : ((v as T) ?? null))
