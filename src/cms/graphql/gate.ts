import { type DocumentNode, GraphQLError, Kind, parse, visit } from 'graphql'

/** Enough tokens for any content query of ours; a larger document is refused before it is parsed in full. */
const MAX_TOKENS = 4000

export type GateResult = { ok: true } | { ok: false; status: number; message: string }

/**
 * The cheap checks on a GraphQL request, made before Payload sees it: a JSON body with a query
 * string, of bounded size in tokens, that only queries (no mutation or subscription: parts of
 * Payload's own validation fail on those with a 500). The bounds on what a query asks for are
 * checked by the validation rule (bounded-query.ts), which knows the schema.
 */
export function gateGraphQLRequest(contentType: string | null, text: string): GateResult {
  if (!(contentType ?? '').toLowerCase().includes('application/json')) return { ok: false, status: 415, message: 'Send the query as JSON.' }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, status: 400, message: 'The request body is not JSON.' }
  }
  const query = (body as { query?: unknown } | null)?.query
  if (typeof query !== 'string' || !query.trim()) return { ok: false, status: 400, message: 'A query is required.' }
  let document: ReturnType<typeof parse>
  try {
    document = parse(query, { maxTokens: MAX_TOKENS })
  } catch (error) {
    return { ok: false, status: 400, message: error instanceof GraphQLError ? error.message : 'The query cannot be read.' }
  }
  const refused = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation !== 'query')
  if (refused && refused.kind === Kind.OPERATION_DEFINITION) return { ok: false, status: 400, message: `Only queries of public content are served here, not ${refused.operation}s` }
  if (hasFragmentCycle(document)) return { ok: false, status: 400, message: 'Fragments may not spread themselves.' }
  return { ok: true }
}

/** Whether a fragment spreads itself, directly or through others (Payload's cost count would never end). */
function hasFragmentCycle(document: DocumentNode): boolean {
  const spreads = new Map<string, string[]>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    const names: string[] = []
    // biome-ignore lint/correctness/noComponentHookFactories: a GraphQL AST visitor, not a React component
    visit(definition.selectionSet, { FragmentSpread: (node) => void names.push(node.name.value) })
    spreads.set(definition.name.value, names)
  }
  const done = new Set<string>()
  const onPath = new Set<string>()
  const cycles = (name: string): boolean => {
    if (onPath.has(name)) return true
    if (done.has(name)) return false
    onPath.add(name)
    const found = (spreads.get(name) ?? []).some(cycles)
    onPath.delete(name)
    done.add(name)
    return found
  }
  return [...spreads.keys()].some(cycles)
}
