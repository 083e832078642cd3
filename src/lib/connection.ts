type NetworkInformation = { saveData?: boolean; effectiveType?: string }

/** Spec §9: no link prefetching on 2G or data-saver connections. */
export function prefetchAllowed(connection: NetworkInformation | undefined | null): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !/(^|-)2g$/.test(connection.effectiveType ?? '')
}
