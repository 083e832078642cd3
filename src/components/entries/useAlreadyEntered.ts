'use client'

import { useCallback, useEffect, useState } from 'react'
import { siteApi } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'

/** Where the check stands: asking, entered, free to enter, or not known (which never counts as free). */
export type EntryCheck = 'checking' | 'entered' | 'free' | 'failed'

/**
 * Spec §5 current-user check: whether the signed-in account has already entered the event. Asked
 * before anything goes into the basket, so no place is added only to be refused. It fails closed:
 * an answer that does not say "free" (an error, a refused session) is never read as free.
 */
export function useAlreadyEntered(eventId: number): { check: EntryCheck; retry: () => void } {
  const { appUser, client } = useSession()
  const [answer, setAnswer] = useState<{ email: string; check: EntryCheck } | null>(null)
  const [attempt, setAttempt] = useState(0)
  const email = appUser?.email.toLowerCase() ?? null

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new attempt (the retry button) asks again
  useEffect(() => {
    if (!email) return
    let current = true
    setAnswer(null)
    client
      .post<Record<string, boolean>>(siteApi.validateEntries, { eventId, emails: [email] })
      .then((statuses) => {
        const status = statuses[email]
        if (current) setAnswer({ email, check: status === true ? 'free' : status === false ? 'entered' : 'failed' })
      })
      .catch((error: unknown) => {
        console.warn('[milepost] Could not check the entry', error)
        if (current) setAnswer({ email, check: 'failed' })
      })
    return () => {
      current = false
    }
  }, [client, email, eventId, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { check: email && answer?.email === email ? answer.check : 'checking', retry }
}
