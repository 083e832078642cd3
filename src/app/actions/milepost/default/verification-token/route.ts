import { localVerification } from '@/contact/verifier'
import { DomainError } from '@/lib/errors'
import { siteAction } from '@/server/http/site-action'

export const dynamic = 'force-dynamic'

/** Token for the offline verification widget; absent when Turnstile is configured. */
export const GET = siteAction({}, async () => {
  if (!localVerification) throw new DomainError('not_found')
  return { token: localVerification.issue() }
})
