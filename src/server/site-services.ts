import 'server-only'
import { getPayloadClient } from './payload'
import { services } from './services'

/** The composition root over this process's Payload: what routes and pages use. */
export const siteServices = async () => services(await getPayloadClient())
