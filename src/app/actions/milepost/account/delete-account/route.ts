import { deleteAccount } from '@/accounts/your-data'
import { getPayloadClient } from '@/server/payload'
import { signedOutCookies } from '@/server/accounts/session'
import { accountDataStore, DELETE_ACCOUNT_LIMIT, deleteAccountSchema } from '@/server/accounts/your-data'
import { json, perCustomer, siteAction } from '@/server/http/site-action'

/**
 * Deletes the signed-in customer's account once their password confirms it (docs/security.md):
 * `200 {}` and both session cookies expired. Every password check counts toward the customer's limit.
 */
export const POST = siteAction(
  { body: deleteAccountSchema, requireCustomer: true, rateLimit: { key: perCustomer('account-delete'), ...DELETE_ACCOUNT_LIMIT, message: 'account.tooManyAttempts' } },
  async ({ body, customer }) => {
    await deleteAccount(await accountDataStore(), customer, body.password)
    const response = json({})
    for (const cookie of signedOutCookies(await getPayloadClient())) response.headers.append('Set-Cookie', cookie)
    return response
  },
)
