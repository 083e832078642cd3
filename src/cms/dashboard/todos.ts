import { stringify } from 'qs-esm'

/** A filter as the admin's lists take it in their address (`where[status][equals]=held`). */
export type TodoWhere = Record<string, Record<string, string | string[] | boolean>>

export type TodoDefinition = { key: string; label: string; collection: 'activities' | 'medal-shipments' | 'orders' | 'refund-requests'; where: TodoWhere }
export type Todo = { key: string; label: string; count: number; href: string }

/**
 * What waits for an editor. Kit orders are those with kit left to ship, none or part of it sent
 * (their fulfilment, decision 0054; before it, every paid order with an address, decision 0043).
 */
export const TODOS: TodoDefinition[] = [
  { key: 'held-runs', label: 'Held runs to review', collection: 'activities', where: { status: { equals: 'held' } } },
  { key: 'medals-to-ship', label: 'Medals to ship', collection: 'medal-shipments', where: { status: { in: ['address-confirmed', 'ready-to-ship'] } } },
  { key: 'kit-orders', label: 'Kit orders to send', collection: 'orders', where: { fulfilment: { in: ['to-ship', 'partly-shipped'] } } },
  { key: 'refund-requests', label: 'Refund requests to decide', collection: 'refund-requests', where: { status: { equals: 'pending' } } },
]

/** The admin's list of a collection, filtered to the to-do's documents. */
export const todoHref = (adminRoute: string, todo: TodoDefinition) => `${adminRoute}/collections/${todo.collection}?${stringify({ where: todo.where }, { encodeValuesOnly: true })}`

/**
 * Each to-do with its count, through `count` (the reader's own access: a to-do they may not read
 * counts nothing and is left out).
 */
export async function editorTodos(count: (todo: TodoDefinition) => Promise<number | null>, adminRoute: string): Promise<Todo[]> {
  const counted = await Promise.all(TODOS.map(async (todo) => ({ todo, count: await count(todo) })))
  return counted.flatMap(({ todo, count }) => (count === null ? [] : [{ key: todo.key, label: todo.label, count, href: todoHref(adminRoute, todo) }]))
}
