'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { failureMessage, siteApi } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'

/** The buyer cancels an order nothing of which has shipped: asked once more, then refunded in full. */
export function CancelOrder({ number, accessKey, amount }: { number: string; accessKey: string; amount: string }) {
  const t = useTranslations('orderCancel')
  const errors = useTranslations('errors')
  const router = useRouter()
  const { client } = useSession()
  const [step, setStep] = useState<'offer' | 'confirm' | 'busy' | 'done'>('offer')
  const [problem, setProblem] = useState<string | null>(null)

  async function cancel() {
    setStep('busy')
    setProblem(null)
    try {
      await client.post(siteApi.cancelOrder, { number, key: accessKey })
      setStep('done')
      router.refresh()
    } catch (error) {
      setProblem(failureMessage(error, errors('unavailable')))
      setStep('confirm')
    }
  }

  return (
    <section className="order-cancel" aria-labelledby="order-cancel-heading">
      <h2 id="order-cancel-heading">{t('title')}</h2>
      {step === 'done' ? (
        <p role="status" className="form-success">
          {t('done', { amount })}
        </p>
      ) : (
        <>
          <p>{t('text', { amount })}</p>
          {step === 'offer' ? (
            <button type="button" className="btn btn--secondary" onClick={() => setStep('confirm')}>
              {t('button')}
            </button>
          ) : (
            <p>
              <button type="button" className="btn btn--red" disabled={step === 'busy'} onClick={cancel}>
                {t('confirm')}
              </button>{' '}
              <button type="button" className="btn btn--secondary" disabled={step === 'busy'} onClick={() => setStep('offer')}>
                {t('keep')}
              </button>
            </p>
          )}
          {problem && (
            <p role="alert" className="form-error">
              {problem}
            </p>
          )}
        </>
      )}
    </section>
  )
}
