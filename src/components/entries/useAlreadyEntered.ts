'use client'

import { useEffect, useState } from 'react'
import { siteApi } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'

/**
 * Spec §5 current-user check: whether the signed-in account has already entered the event (null
 * while asking). Asked before anything goes into the basket, so no place is added only to be refused.
 */
export function useAlreadyEntered(eventId: number): boolean | null {
  const { appUser, client } = useSession()
  const [answer, setAnswer] = useState<{ email: string; entered: boolean } | null>(null)
  const email = appUser?.email.toLowerCase() ?? null

  useEffect(() => {
    if (!email) return
    let current = true
    client
      .post<Record<string, boolean>>(siteApi.validateEntries, { eventId, emails: [email] })
      .then((statuses) => current && setAnswer({ email, entered: statuses[email] === false }))
      .catch((error: unknown) => {
        // The check before paying still refuses a second entry; the form stays usable meanwhile.
        console.warn('[milepost] Could not check the entry', error)
        if (current) setAnswer({ email, entered: false })
      })
    return () => {
      current = false
    }
  }, [client, email, eventId])

  return email && answer?.email === email ? answer.entered : null
}
