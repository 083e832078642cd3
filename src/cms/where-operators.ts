/**
 * Which where operators a field's type can run. SQLite stores dates, numbers and checkboxes in
 * columns LIKE reads as text, but PostgreSQL has no ILIKE for timestamps, numerics or booleans: a
 * `contains` on `updatedAt` there is a database error, so a 500. The admin's filter never offers
 * these (its WhereBuilder gives dates and numbers the comparisons, checkboxes `equals`), so
 * refusing them on both engines loses no one anything and keeps the engines alike.
 */

type Field = {
  name?: string
  type: string
  hasMany?: boolean
  relationTo?: string | string[]
  flattenedFields?: Field[]
}

type FieldsOf = (collection: string) => Field[] | undefined

const TEXT_OPERATORS = new Set(['contains', 'like', 'not_like'])
const MAX_DEPTH = 20

/** The operators of `TEXT_OPERATORS` the field refuses. */
function refusesTextOperator(field: Field, operator: string): boolean {
  if (!TEXT_OPERATORS.has(operator)) return false
  if (field.type === 'date' || field.type === 'checkbox') return true
  if (field.type === 'number') return !(field.hasMany && operator === 'contains')
  return false
}

const ID_FIELD: Field = { name: 'id', type: 'number' }

/** The field a dotted path ends on, following groups, arrays, tabs and single-collection relationships; null when it cannot tell. */
function fieldAt(fields: Field[], path: string, fieldsOf: FieldsOf): Field | null {
  let current: Field[] | undefined = fields
  let found: Field | null = null
  for (const segment of path.split('.')) {
    if (!current) return null
    found = segment === 'id' ? (current.find((f) => f.name === 'id') ?? ID_FIELD) : (current.find((f) => f.name === segment) ?? null)
    if (!found) return null
    if (found.flattenedFields) current = found.flattenedFields
    else if ((found.type === 'relationship' || found.type === 'upload') && typeof found.relationTo === 'string') current = fieldsOf(found.relationTo)
    else current = undefined
  }
  return found
}

/**
 * The first `path operator` pair of a where clause whose field cannot run the operator, as
 * "updatedAt contains"; null when every pair can (or names a path this cannot follow: Payload
 * refuses unknown paths itself).
 */
export function operatorTheFieldRefuses(where: unknown, fields: Field[], fieldsOf: FieldsOf, depth = 0): string | null {
  if (!where || typeof where !== 'object' || depth > MAX_DEPTH) return null
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      for (const clause of Array.isArray(value) ? value : Object.values(value ?? {})) {
        const refused = operatorTheFieldRefuses(clause, fields, fieldsOf, depth + 1)
        if (refused) return refused
      }
      continue
    }
    if (!value || typeof value !== 'object') continue
    const field = fieldAt(fields, key, fieldsOf)
    if (!field) continue
    const operator = Object.keys(value).find((op) => refusesTextOperator(field, op))
    if (operator) return `${key} ${operator}`
  }
  return null
}
