'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { appApi, failureMessage } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'

/** The runner's choice to appear on the event's public leaderboard (off until they tick it). */
export function BoardOptIn({ entryId, initial }: { entryId: number; initial: boolean }) {
  const t = useTranslations('races')
  const errors = useTranslations('errors')
  const { client } = useSession()
  const [show, setShow] = useState(initial)
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle')
  const [problem, setProblem] = useState<string | null>(null)

  async function change(next: boolean) {
    setShow(next)
    setState('saving')
    try {
      await client.put(appApi.raceBoard(entryId), { show: next })
      setState('saved')
    } catch (error) {
      setShow(!next)
      setProblem(failureMessage(error, errors('unavailable')))
      setState('error')
    }
  }

  return (
    <p className="board-opt-in">
      <label>
        <input type="checkbox" checked={show} disabled={state === 'saving'} onChange={(e) => change(e.target.checked)} /> {t('board.optIn')}
      </label>{' '}
      <span role="status">{state === 'saved' ? t('board.optInSaved') : state === 'error' ? problem : ''}</span>
    </p>
  )
}
