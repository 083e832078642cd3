'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useState } from 'react'
import type { SavedAddress } from '../../accounts/addresses'
import type { Address } from '../../commerce/cart/types'
import { appApi, HttpError, siteApi } from '../../lib/http/client'
import { AddressFields } from '../checkout/AddressFields.client'
import { useSession } from '../session/SessionProvider.client'

type Outcome = { kind: 'done' | 'error'; text: string } | null

/**
 * The finisher's delivery address for their medal: one of their saved addresses (the default
 * delivery address first) or a new one, through the app API's delivery-address call.
 */
export function MedalDelivery({ entryId }: { entryId: number }) {
  const t = useTranslations('races')
  const problemText = useTranslations('errors')
  const router = useRouter()
  const { client } = useSession()
  const [saved, setSaved] = useState<SavedAddress[] | null>(null)
  const [countries, setCountries] = useState<{ code: string; name: string }[]>([])
  const [choice, setChoice] = useState<number | 'new'>('new')
  const [address, setAddress] = useState<Address>({ countryCode: 'GB' })
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  useEffect(() => {
    client.get<SavedAddress[]>(appApi.addresses).then(
      (list) => {
        const ordered = [...list].sort((a, b) => Number(b.type === 'shipping' && b.isDefault) - Number(a.type === 'shipping' && a.isDefault))
        setSaved(ordered)
        if (ordered[0]) setChoice(ordered[0].id)
      },
      () => setSaved([]),
    )
    client.get<{ countries: { code: string; name: string }[] }>(siteApi.countries).then(
      (answer) => setCountries(answer.countries),
      () => setCountries([]),
    )
  }, [client])

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setOutcome(null)
    setErrors({})
    try {
      await client.put(appApi.raceDeliveryAddress(entryId), choice === 'new' ? address : { addressId: choice })
      setOutcome({ kind: 'done', text: t('medal.done') })
      router.refresh()
    } catch (error) {
      const data = error instanceof HttpError ? error.data : null
      // The call's field errors name the address's fields; the form shows them under "shippingAddress".
      setErrors(Object.fromEntries(Object.entries(data?.errors ?? {}).map(([field, messages]) => [`shippingAddress.${field}`, messages])))
      setOutcome({ kind: 'error', text: data?.error ?? problemText('unavailable') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="medal-delivery" onSubmit={confirm} noValidate>
      {saved && saved.length > 0 && (
        <fieldset className="medal-delivery__choices">
          <legend>{t('medal.address')}</legend>
          {saved.map((a) => (
            <label key={a.id} className="medal-delivery__choice">
              <input type="radio" name="medal-address" checked={choice === a.id} onChange={() => setChoice(a.id)} />
              <span>{[`${a.firstName} ${a.lastName}`, a.addressLine1, a.city, a.postcode, a.countryCode].filter(Boolean).join(', ')}</span>
            </label>
          ))}
          <label className="medal-delivery__choice">
            <input type="radio" name="medal-address" checked={choice === 'new'} onChange={() => setChoice('new')} />
            <span>{t('medal.new')}</span>
          </label>
        </fieldset>
      )}
      {choice === 'new' && <AddressFields name="shippingAddress" legend={t('medal.address')} address={address} countries={countries} errors={errors} onChange={setAddress} />}
      <button type="submit" className="btn btn--red" disabled={busy || saved === null}>
        {busy ? t('medal.confirming') : t('medal.confirm')}
      </button>
      <p className={`medal-delivery__outcome medal-delivery__outcome--${outcome?.kind ?? 'none'}`} role={outcome?.kind === 'error' ? 'alert' : 'status'}>
        {outcome?.text}
      </p>
    </form>
  )
}
