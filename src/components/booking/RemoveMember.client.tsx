'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { appApi } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'
import { type Outcome, OutcomeMessage, useBookingAction } from './outcome.client'

/** A member's "Remove from the team", asked twice: what happens to their place is said before it happens. */
export function RemoveMember({ teamId, entryId, name }: { teamId: number; entryId: number; name: string }) {
  const t = useTranslations('teamPlaces')
  const { client } = useSession()
  const router = useRouter()
  const { busy, run } = useBookingAction()
  const [asking, setAsking] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function remove() {
    if (await run(() => client.delete(appApi.teamMember(teamId, entryId)), t('removed', { name }), setOutcome)) router.refresh()
    setAsking(false)
  }

  return (
    <span className="team-members__remove">
      {asking ? (
        <span className="team-members__confirm">
          {t('removeConfirm', { name })}{' '}
          <button type="button" className="btn btn--red" disabled={busy} onClick={() => void remove()}>
            {t('removeYes')}
          </button>{' '}
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => setAsking(false)}>
            {t('removeKeep')}
          </button>
        </span>
      ) : (
        <button type="button" className="btn btn--link" onClick={() => setAsking(true)} aria-label={`${t('removeButton')}: ${name}`}>
          {t('removeButton')}
        </button>
      )}
      <OutcomeMessage value={outcome} />
    </span>
  )
}
