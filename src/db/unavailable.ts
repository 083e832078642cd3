import { failureChain } from './failure-chain'

/**
 * True when a failure is the database or Redis being out of reach (restarting, refusing, timing
 * out), not a bug: the request is answered 503 and can be retried.
 */
const CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300', 'SQLITE_BUSY'])
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|The client is closed|Socket closed unexpectedly|database is locked|the database system is (starting up|shutting down)|is not currently accepting connections|client is offline|too many clients/i

export function isUnavailable(error: unknown): boolean {
  for (const { code, name, message, errors } of failureChain(error, 6)) {
    if (typeof code === 'string' && CODES.has(code)) return true
    if (name === 'ClientClosedError' || name === 'ConnectionTimeoutError' || name === 'SocketClosedUnexpectedlyError') return true
    if (typeof message === 'string' && MESSAGES.test(message)) return true
    if (Array.isArray(errors) && errors.some(isUnavailable)) return true
  }
  return false
}
