import type { Payload, TypedUser } from 'payload'
import { editorTodos } from '../dashboard/todos'

type Props = { payload: Payload; user?: TypedUser | null }

/** The dashboard's to-do counts (held runs, medals to ship, kit orders), each a link to its filtered list; counted under the editor's own access. */
export async function EditorTodos({ payload, user }: Props) {
  if (!user || user.collection !== 'users') return null
  const todos = await editorTodos(
    (todo) =>
      payload
        .count({ collection: todo.collection, where: todo.where, overrideAccess: false, user })
        .then(({ totalDocs }) => totalDocs)
        .catch(() => null),
    payload.config.routes.admin,
  )
  if (!todos.length) return null
  return (
    <section className="editor-todos" aria-labelledby="editor-todos-heading" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="editor-todos-heading" style={{ marginBottom: 'var(--base)' }}>
        To do
      </h2>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 'var(--base)', listStyle: 'none', margin: 0, padding: 0 }}>
        {todos.map((todo) => (
          <li key={todo.key}>
            <a
              href={todo.href}
              data-todo={todo.key}
              className="card"
              style={{ display: 'flex', flexDirection: 'column', gap: 4, padding: 'var(--base)', border: '1px solid var(--theme-elevation-150)', borderRadius: 4, textDecoration: 'none' }}
            >
              <strong style={{ fontSize: '2rem', lineHeight: 1 }}>{todo.count}</strong>
              <span>{todo.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
