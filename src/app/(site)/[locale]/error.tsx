'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { ErrorView } from '@/components/errors/ErrorView'
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload'

type Props = { error: Error & { digest?: string; status?: number; statusCode?: number }; reset: () => void }

/** Any failure while rendering or navigating: the error page with its status, 500 by default. */
export default function ErrorPage({ error, reset }: Props) {
  const t = useTranslations('errors')
  const status = error.status ?? error.statusCode ?? 500

  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError(window.sessionStorage, Date.now(), () => window.location.reload())
    else console.error(error)
  }, [error])

  return (
    <ErrorView status={status} title={t('errorTitle')} text={t('errorText')}>
      <button type="button" className="btn btn--black" onClick={reset}>
        {t('tryAgain')}
      </button>
    </ErrorView>
  )
}
