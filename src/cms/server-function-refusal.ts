import type { Payload } from 'payload'

/**
 * Whether a caller may use the admin's server functions: staff who may open the admin, or anyone
 * while no staff account exists yet (Payload's first-user form). Asked before Payload runs one,
 * which would otherwise answer a visitor or a customer with a 200 holding an error, or a 500.
 */
export async function mayCallServerFunctions(payload: Payload, headers: Headers): Promise<boolean> {
  const { user } = await payload.auth({ headers })
  if (user?.collection === 'users') {
    const admin = payload.collections.users.config.access.admin
    return admin ? Boolean(await admin({ req: { user, payload } as never })) : true
  }
  return (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0
}

/**
 * Whether an error thrown by one of the admin's server functions means the caller was refused
 * (Payload's 401 and 403 errors) or asked for a function that does not exist, rather than a fault of ours.
 */
export function refusedServerFunction(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { status, message } = error as { status?: unknown; message?: unknown }
  if (status === 401 || status === 403) return true
  return typeof message === 'string' && (message === 'Unauthorized' || message.startsWith('Unknown Server Function'))
}
