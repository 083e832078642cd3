import type { Payload } from 'payload'

// biome-ignore lint: drizzle's table and transaction types differ per dialect (SQLite, PostgreSQL)
export type AnyDrizzle = any

/** Payload's drizzle instance and tables, for the few hot paths that write rows directly. */
export const drizzleOf = (payload: Payload) => payload.db as unknown as { drizzle: AnyDrizzle; tables: Record<string, AnyDrizzle> }

/** A nullable numeric column (PostgreSQL answers numerics as strings). */
export const nullableNumber = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v))

/** A JSON column: text on SQLite when read raw, already parsed otherwise. */
export const jsonColumn = <T>(v: unknown): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : ((v as T) ?? null))
