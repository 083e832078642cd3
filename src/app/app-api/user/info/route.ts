import { appAction } from '@/server/http/app-action'

export const dynamic = 'force-dynamic'

/** App API GET /user/info: the app user of the bearer token (spec §3). */
export const GET = appAction({}, async ({ customer }) => ({
  id: customer.id,
  email: customer.email,
  firstName: customer.firstName,
  lastName: customer.lastName,
}))
