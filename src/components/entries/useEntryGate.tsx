'use client'

import { useTranslations } from 'next-intl'
import { useSteadyLoading } from '../../lib/use-steady-loading'

/**
 * What the entry pages show until they know the runner may enter: a loading state that stays at
 * least 200 ms once shown (spec L15), or, when the check failed, a way to ask again. `null` once
 * the runner may go on.
 */
export function useEntryGate({ loading, failed, retry }: { loading: boolean; failed: boolean; retry: () => void }) {
  const t = useTranslations('entries')
  const showLoading = useSteadyLoading(loading)
  if (showLoading)
    return (
      <p className="basket__loading" role="status">
        {t('loading')}
      </p>
    )
  if (failed)
    return (
      <div className="entry-notice" role="alert">
        <p>{t('checkFailed')}</p>
        <p className="entry-notice__actions">
          <button type="button" className="btn btn--black" onClick={retry}>
            {t('checkAgain')}
          </button>
        </p>
      </div>
    )
  return null
}
