import type { Access, Endpoint, PayloadHandler, SanitizedConfig, Where } from 'payload'
import { hasRole } from './access'

const operations = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const

const staffOnly = (rule: Access | undefined): Access => {
  return async (args) => hasRole(args.req, 'admin', 'editor') && (rule ? rule(args) : true)
}

/**
 * The admin's "forget this preference" (DELETE /api/payload-preferences/:key) for the signed-in
 * staff user. Payload's own builds a query the database refuses when the key is not theirs (a 500);
 * this finds the row the way Payload's read does, then deletes it by id.
 */
const deleteOwnPreference: PayloadHandler = async (req) => {
  const user = req.user!
  const key = String(req.routeParams?.key ?? '')
  const where: Where = { and: [{ key: { equals: key } }, { 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: user.collection } }] }
  const { docs } = await req.payload.db.find({ collection: 'payload-preferences', where, limit: 1, pagination: false, req })
  const found = docs[0]
  if (!found) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  await req.payload.db.deleteOne({ collection: 'payload-preferences', where: { id: { equals: found.id } }, req })
  return Response.json({ message: req.t('general:deletedSuccessfully') })
}

const staffOnlyHandler =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) =>
    hasRole(req, 'admin', 'editor') ? handler(req) : Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/**
 * The collections Payload adds by itself (locked documents, preferences, key-value store,
 * migrations…) serve the admin only. Their own rules let any signed-in user in, customers
 * included, so every operation and endpoint of theirs is narrowed to staff here, once the config
 * is complete. Our own collections spell out every operation (closedAccess).
 */
export function closeInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    // A collection without versions has none to read (Payload would query a table that is not there).
    if (!collection.versions) collection.access.readVersions = () => false
    if (!collection.slug.startsWith('payload-')) continue
    const access = collection.access as Record<(typeof operations)[number], Access | undefined>
    for (const operation of operations) access[operation] = staffOnly(access[operation])
    // No REST at all is Payload's 501 "Not Implemented"; an empty list is a plain 404.
    if (collection.endpoints === false) collection.endpoints = []
    if (Array.isArray(collection.endpoints)) {
      collection.endpoints = collection.endpoints.map((endpoint: Endpoint) => {
        const handler = collection.slug === 'payload-preferences' && endpoint.method === 'delete' && endpoint.path === '/:key' ? deleteOwnPreference : endpoint.handler
        return { ...endpoint, handler: staffOnlyHandler(handler) }
      })
    }
  }
  return config
}
