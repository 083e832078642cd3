'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import type { DistanceUnit as Unit } from '../../i18n/format'
import { siteApi } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'

/** The runner's unit for their runs, totals and paces, chosen once (events keep their own unit). */
export function DistanceUnit({ initial }: { initial: Unit }) {
  const t = useTranslations('account')
  const { client } = useSession()
  const [unit, setUnit] = useState<Unit>(initial)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setOutcome(null)
    try {
      const answer = await client.post<{ unit: Unit }>(siteApi.distanceUnit, { unit })
      setOutcome({ ok: true, text: t('unitSaved', { unit: answer.unit }) })
    } catch {
      setOutcome({ ok: false, text: t('somethingWentWrong') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="distance-unit" aria-labelledby="distance-unit-title">
      <h2 id="distance-unit-title">{t('unitTitle')}</h2>
      <form className="distance-unit__form" onSubmit={save}>
        <fieldset>
          <legend>{t('unitLabel')}</legend>
          {(['km', 'mi'] as const).map((value) => (
            <label key={value} className="distance-unit__choice">
              <input type="radio" name="unit" value={value} checked={unit === value} onChange={() => setUnit(value)} /> {t(value === 'km' ? 'unitKm' : 'unitMi')}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn--secondary" disabled={busy}>
          {t('unitSave')}
        </button>
      </form>
      <p className={outcome?.ok === false ? 'log-run__outcome log-run__outcome--error' : 'log-run__outcome'} role={outcome?.ok === false ? 'alert' : 'status'}>
        {outcome?.text}
      </p>
    </section>
  )
}
