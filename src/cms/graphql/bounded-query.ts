import {
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  GraphQLError,
  type GraphQLField,
  GraphQLList,
  type GraphQLObjectType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql'

export type QueryBounds = {
  /** Root fields a query may ask for (aliases included). */
  allowedRootFields: ReadonlySet<string>
  /** Root fields in one operation, aliases counted. */
  maxRootFields: number
  /** Nested selections below the root. */
  maxDepth: number
  /** Estimated objects and values in the answer: list fields multiply what they select. */
  maxCost: number
  /** The largest `limit` a list may ask for; 0 ("all") and `pagination: false` are refused. */
  maxLimit: number
  /** The most `depth` a rich-text field may populate. */
  maxRichTextDepth: number
  /** How deeply an input value (a `where`) may nest. */
  maxInputDepth: number
}

/** What a list without a `limit` argument is taken to hold (Payload's default page is 10). */
const ASSUMED_LIST_LENGTH = 10

type Walk = {
  context: ValidationContext
  bounds: QueryBounds
  variables: Record<string, unknown>
  fragments: Map<string, FragmentDefinitionNode>
}

const fail = (walk: Walk, message: string, node: FieldNode | OperationDefinitionNode) => {
  walk.context.reportError(new GraphQLError(message, { nodes: [node] }))
}

function argumentValue(walk: Walk, node: FieldNode, name: string): unknown {
  const argument = node.arguments?.find((a) => a.name.value === name)
  if (!argument) return undefined
  return literal(walk, argument.value)
}

function literal(walk: Walk, value: ValueNode): unknown {
  switch (value.kind) {
    case Kind.VARIABLE:
      return walk.variables[value.name.value]
    case Kind.INT:
    case Kind.FLOAT:
      return Number(value.value)
    case Kind.BOOLEAN:
      return value.value
    case Kind.NULL:
      return null
    default:
      return undefined
  }
}

function inputDepth(value: ValueNode | unknown, variables: Record<string, unknown>, depth = 0, limit = 64): number {
  if (depth > limit) return depth
  if (value && typeof value === 'object' && 'kind' in value) {
    const node = value as ValueNode
    if (node.kind === Kind.OBJECT) return Math.max(depth + 1, ...node.fields.map((f) => inputDepth(f.value, variables, depth + 1, limit)))
    if (node.kind === Kind.LIST) return Math.max(depth + 1, ...node.values.map((v) => inputDepth(v, variables, depth + 1, limit)))
    if (node.kind === Kind.VARIABLE) return inputDepth(variables[node.name.value], variables, depth, limit)
    return depth
  }
  if (Array.isArray(value)) return Math.max(depth + 1, ...value.map((v) => inputDepth(v, variables, depth + 1, limit)))
  if (value && typeof value === 'object') return Math.max(depth + 1, ...Object.values(value).map((v) => inputDepth(v, variables, depth + 1, limit)))
  return depth
}

/** The fields a selection set asks for, fragments spread in (each fragment once per path). */
function fieldsOf(walk: Walk, selectionSet: SelectionSetNode, seen: ReadonlySet<string> = new Set()): FieldNode[] {
  const fields: FieldNode[] = []
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection)
    else if (selection.kind === Kind.INLINE_FRAGMENT) fields.push(...fieldsOf(walk, selection.selectionSet, seen))
    else {
      const name = selection.name.value
      const fragment = walk.fragments.get(name)
      if (fragment && !seen.has(name)) fields.push(...fieldsOf(walk, fragment.selectionSet, new Set([...seen, name])))
    }
  }
  return fields
}

/** How many times a field's selection is answered: its `limit`, or an assumed length for a list. */
function multiplier(walk: Walk, node: FieldNode, field: GraphQLField<unknown, unknown>): number {
  if (field.args.some((a) => a.name === 'limit')) {
    const limit = argumentValue(walk, node, 'limit')
    if (limit !== undefined && limit !== null && (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > walk.bounds.maxLimit)) {
      fail(walk, `limit must be between 1 and ${walk.bounds.maxLimit}`, node)
    }
    if (argumentValue(walk, node, 'pagination') === false) fail(walk, 'pagination cannot be turned off', node)
    return typeof limit === 'number' && limit > 0 ? Math.min(limit, walk.bounds.maxLimit) : ASSUMED_LIST_LENGTH
  }
  // A page's `docs` is already counted by the `limit` of the field above it.
  if (node.name.value === 'docs') return 1
  return getNullableType(field.type) instanceof GraphQLList ? ASSUMED_LIST_LENGTH : 1
}

/** The estimated cost of a selection set, reporting what is out of bounds on the way. */
function costOf(walk: Walk, type: GraphQLObjectType, selectionSet: SelectionSetNode, depth: number): number {
  let cost = 0
  for (const node of fieldsOf(walk, selectionSet)) {
    if (node.name.value.startsWith('__')) {
      cost += 1
      continue
    }
    const field = type.getFields()[node.name.value]
    if (!field) continue // the standard rules report unknown fields
    if (field.args.some((a) => a.name === 'depth')) {
      const richTextDepth = argumentValue(walk, node, 'depth')
      if (richTextDepth !== undefined && (typeof richTextDepth !== 'number' || richTextDepth < 0 || richTextDepth > walk.bounds.maxRichTextDepth)) {
        fail(walk, `depth must be between 0 and ${walk.bounds.maxRichTextDepth}`, node)
      }
    }
    for (const argument of node.arguments ?? []) {
      if (inputDepth(argument.value, walk.variables, 0, walk.bounds.maxInputDepth + 1) > walk.bounds.maxInputDepth) {
        fail(walk, `The argument ${argument.name.value} nests too deeply`, node)
      }
    }
    cost += 1
    const named = getNamedType(field.type)
    if (!node.selectionSet || !isObjectType(named)) continue
    if (depth + 1 > walk.bounds.maxDepth) {
      fail(walk, `The query is nested more than ${walk.bounds.maxDepth} levels deep`, node)
      continue
    }
    cost += multiplier(walk, node, field) * costOf(walk, named, node.selectionSet, depth + 1)
    if (cost > walk.bounds.maxCost * 10) return cost // far over already: stop walking
  }
  return cost
}

/**
 * A GraphQL validation rule that refuses, before anything runs, a query that asks for fields
 * outside the public content queries, nests too deeply, asks for too many or too large lists, or
 * repeats itself under aliases: its cost is the estimated size of the answer, where a list
 * multiplies what it selects by its `limit` (or an assumed 10).
 */
export function boundedQuery(bounds: QueryBounds, variables: Record<string, unknown> = {}): ValidationRule {
  return (context) => {
    const walk: Walk = { context, bounds, variables, fragments: new Map() }
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) walk.fragments.set(definition.name.value, definition)
    }
    return {
      OperationDefinition(operation) {
        if (operation.operation !== 'query') {
          fail(walk, `Only queries of public content are served here, not ${operation.operation}s`, operation)
          return
        }
        const root = context.getSchema().getQueryType()
        if (!root) return
        const rootFields = fieldsOf(walk, operation.selectionSet)
        if (rootFields.length > bounds.maxRootFields) {
          fail(walk, `A query may ask for at most ${bounds.maxRootFields} root fields (aliases count)`, operation)
          return
        }
        for (const field of rootFields) {
          if (!field.name.value.startsWith('__') && !bounds.allowedRootFields.has(field.name.value)) fail(walk, `${field.name.value} is not served here`, field)
        }
        const cost = costOf(walk, root, operation.selectionSet, 0)
        if (cost > bounds.maxCost) fail(walk, `The query would answer about ${cost} values; the most is ${bounds.maxCost}`, operation)
      },
    }
  }
}
