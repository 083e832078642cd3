import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of this process (cached by Payload itself). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
