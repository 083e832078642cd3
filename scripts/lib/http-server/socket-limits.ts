import type { Server, ServerOptions } from 'node:http'

/**
 * What one client may hold of the server: slow or idle sockets are closed long before they pile up,
 * so a few hundred trickling connections cannot keep the server from answering everyone else.
 */
export const SOCKET_LIMITS = {
  /** Headers arrive in one packet from real clients; a trickle is cut (408) after this. */
  headersTimeoutMs: 10_000,
  /** The backstop of the per-request body deadline (body-guard.ts): a 20 MB upload at 50 KB/s fits. */
  requestTimeoutMs: 10 * 60_000,
  /** Below the 60 s of browsers, above the 4 s nginx keeps idle upstream connections (nginx.ts). */
  keepAliveTimeoutMs: 5_000,
  /** How often Node looks for sockets past those timeouts (its default, 30 s, lets them linger). */
  checkIntervalMs: 1_000,
  maxHeaderBytes: 16 * 1024,
  maxHeadersCount: 100,
  /** Far above any real load of one instance; what a flood of sockets can take at most (file descriptors, memory). */
  maxConnections: 4096,
}

export const serverOptions: ServerOptions = {
  headersTimeout: SOCKET_LIMITS.headersTimeoutMs,
  requestTimeout: SOCKET_LIMITS.requestTimeoutMs,
  keepAliveTimeout: SOCKET_LIMITS.keepAliveTimeoutMs,
  connectionsCheckingInterval: SOCKET_LIMITS.checkIntervalMs,
  maxHeaderSize: SOCKET_LIMITS.maxHeaderBytes,
}

export function applySocketLimits(server: Server): void {
  server.maxHeadersCount = SOCKET_LIMITS.maxHeadersCount
  server.maxConnections = SOCKET_LIMITS.maxConnections
}
