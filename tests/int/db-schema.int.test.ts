import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import config from '@payload-config'
import { getTableColumns, type Table } from 'drizzle-orm'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '@/db/schema.generated'
import { drizzleOf } from '@/db/drizzle-tables'
import { usesPostgres } from '@/lib/env'

let payload: Payload
const generated = Object.entries(schema).filter(([name]) => !name.startsWith('relations_')) as [string, Table][]
const columnsOf = (table: Table) => Object.fromEntries(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]))

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('the typed tables of src/db/drizzle-tables.ts describe the live database adapter', () => {
  it('every table Payload built has the generated columns: the same keys naming the same database columns', () => {
    const { tables } = drizzleOf(payload) as unknown as { tables: Record<string, Table> }
    expect(generated.length).toBeGreaterThan(50)
    expect(Object.keys(tables).sort(), 'a collection or field changed: run npm run generate:db-schema').toEqual(generated.map(([name]) => name).sort())
    for (const [name, table] of generated) {
      expect(columnsOf(tables[name]!), `table ${name}: run npm run generate:db-schema`).toEqual(columnsOf(table))
    }
  })

  it.skipIf(usesPostgres())('the committed schema is what Payload generates from today’s config', async () => {
    const outputFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mp-schema-')), 'schema.ts')
    const db = payload.db as unknown as { generateSchema(options: { outputFile: string; log: boolean }): Promise<void> }
    await db.generateSchema({ outputFile, log: false })
    const committed = fs.readFileSync(path.resolve(import.meta.dirname, '../../src/db/schema.generated.ts'), 'utf8')
    expect(fs.readFileSync(outputFile, 'utf8') === committed, 'src/db/schema.generated.ts is stale: run npm run generate:db-schema').toBe(true)
  })
})
