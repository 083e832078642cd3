/** Payload's REST API as the demo admin: what an editor's browser does in /admin. No test runner needed. */
import { demoAdmin } from '../../src/seed/seed'

/**
 * Signs in to Payload's REST API as the demo admin (what an editor does in /admin). Staff sign-ins
 * are limited per address: the test site trusts one proxy in front, so each sign-in speaks, as that
 * proxy would, for an address of its own.
 */
export async function adminToken(baseURL: string): Promise<string> {
  const address = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(demoAdmin),
  })
  if (!response.ok) throw new Error(`admin login failed: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

export async function adminGet<T>(baseURL: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, { headers: { authorization: `JWT ${token}` } })
  if (!response.ok) throw new Error(`GET ${path} failed: ${response.status}`)
  return (await response.json()) as T
}

export async function adminPost<T>(baseURL: string, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${path} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export async function adminPatch<T>(baseURL: string, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method: 'PATCH',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`PATCH ${path} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}
