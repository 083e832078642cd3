import type { Payload } from 'payload'

type Preparable = PromiseLike<unknown> & { prepare(): unknown }
type Run<Query extends Preparable> = (values: Record<string, unknown>) => Promise<Awaited<Query>>

const statements = new WeakMap<Payload, Map<string, Run<Preparable>>>()

/**
 * A hot read built once per Payload instance, its variable parts `sql.placeholder(name)`s given at
 * each run. On PostgreSQL it is a named statement: each pooled connection parses it once and, after
 * a few runs, reuses a generic plan. Planning a race's seven-table join cost more than running it.
 * On SQLite the SQL text is simply built once.
 *
 * `name` must be unique in the process for its SQL: PostgreSQL refuses one name for two texts.
 */
export function prepared<Query extends Preparable>(payload: Payload, name: string, build: () => Query): Run<Query> {
  let mine = statements.get(payload)
  if (!mine) statements.set(payload, (mine = new Map()))
  const known = mine.get(name)
  if (known) return known as unknown as Run<Query>
  // drizzle's builders take the statement's name on PostgreSQL and ignore it on SQLite.
  const query = build()
  const statement = (query.prepare as (name: string) => { execute(values: Record<string, unknown>): Promise<Awaited<Query>> }).call(query, name)
  const run: Run<Query> = (values) => statement.execute(values)
  mine.set(name, run as unknown as Run<Preparable>)
  return run
}
