import type { SanitizedConfig } from 'payload'
import { boundApiOperations } from './api-bounds'
import { closeInternalCollections } from './close-internal-collections'

/**
 * The finishing pass over the complete config (Payload's own collections exist only once it is
 * built): their access narrowed to staff, and every collection's API operations bounded.
 */
export const hardenConfig = (config: SanitizedConfig): SanitizedConfig => boundApiOperations(closeInternalCollections(config))
