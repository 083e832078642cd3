/**
 * Whether an error thrown by one of the admin's server functions means the caller was refused
 * (Payload's 401 and 403 errors: no staff session) or asked for a function that does not exist,
 * rather than a fault of ours.
 */
export function refusedServerFunction(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { status, message } = error as { status?: unknown; message?: unknown }
  if (status === 401 || status === 403) return true
  return typeof message === 'string' && (message === 'Unauthorized' || message.startsWith('Unknown Server Function'))
}
