import { savedAddressSchema } from '@/accounts/addresses'
import { customerAddressBook } from '@/server/accounts/site'
import { appAction } from '@/server/http/app-action'
import { json } from '@/server/http/site-action'

export const dynamic = 'force-dynamic'

/** App API GET /addresses: the bearer's own addresses, oldest first. */
export const GET = appAction({}, async ({ customer }) => json(await (await customerAddressBook()).list(customer.id)))

/** App API POST /addresses: saves a new address for the bearer (201). */
export const POST = appAction({ body: savedAddressSchema }, async ({ customer, body }) => json(await (await customerAddressBook()).add(customer.id, body), 201))
