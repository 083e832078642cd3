'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useState } from 'react'
import type { SavedAddress } from '../../accounts/addresses'
import type { Address } from '../../commerce/cart/types'
import { appApi, failureMessage, HttpError, siteApi } from '../../lib/http/client'
import { useSteadyLoading } from '../../lib/use-steady-loading'
import { AddressFields } from '../checkout/AddressFields.client'
import { useSession } from '../session/SessionProvider.client'

type Draft = { id: number | null; address: Address; type: SavedAddress['type']; isDefault: boolean }

const blank: Draft = { id: null, address: { countryCode: 'GB' }, type: 'shipping', isDefault: false }

/** The account's saved addresses (spec §3, U3), through the app API with the access token. */
export function AddressBook() {
  const t = useTranslations('account')
  const { client, appUser, status } = useSession()
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null)
  const [countries, setCountries] = useState<{ code: string; name: string }[]>([])
  const [draft, setDraft] = useState<Draft | null>(null)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [loadFailed, setLoadFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const signedOut = status === 'ready' && !appUser
  const loading = useSteadyLoading(addresses === null && !loadFailed && !signedOut)

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new attempt (the retry button) asks again
  useEffect(() => {
    if (status !== 'ready' || !appUser) return
    setLoadFailed(false)
    client.get<SavedAddress[]>(appApi.addresses).then(setAddresses, (error: unknown) => {
      console.warn('[milepost] Could not load the addresses', error)
      setLoadFailed(true)
    })
    client.get<{ countries: { code: string; name: string }[] }>(siteApi.countries).then(
      (answer) => setCountries(answer.countries),
      (error: unknown) => console.warn('[milepost] Could not load the countries', error),
    )
  }, [client, appUser, status, attempt])

  if (loading)
    return (
      <p className="basket__loading" role="status">
        {t('loadingAddresses')}
      </p>
    )
  if (signedOut) return null
  if (!addresses)
    return (
      <div className="entry-notice" role="alert">
        <p>{t('addressesFailed')}</p>
        <button type="button" className="btn btn--black" onClick={() => setAttempt((n) => n + 1)}>
          {t('loadAgain')}
        </button>
      </div>
    )

  const reload = async (message: string) => {
    setAddresses(await client.get<SavedAddress[]>(appApi.addresses))
    setNotice(message)
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!draft) return
    setBusy(true)
    setErrors({})
    const body = { ...draft.address, type: draft.type, isDefault: draft.isDefault }
    try {
      if (draft.id === null) await client.post(appApi.addresses, body)
      else await client.put(`${appApi.addresses}/${draft.id}`, body)
      setDraft(null)
      await reload(t('addressSaved'))
    } catch (error) {
      // The app API names fields plainly ("postcode"); the form's fields carry their section's prefix.
      const fields = error instanceof HttpError ? (error.data.errors ?? {}) : {}
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [`shippingAddress.${k}`, v])))
      setNotice(failureMessage(error, t('somethingWentWrong')))
    }
    setBusy(false)
  }

  async function act(run: () => Promise<unknown>, message: string) {
    setBusy(true)
    try {
      await run()
      await reload(message)
    } catch {
      setNotice(t('somethingWentWrong'))
    }
    setBusy(false)
  }

  const edit = (a: SavedAddress) => {
    const { id, type, isDefault, ...address } = a
    setDraft({ id, type, isDefault, address })
    setErrors({})
    setNotice(null)
  }

  return (
    <section className="address-book" aria-labelledby="address-book-title">
      <h2 id="address-book-title">{t('addresses')}</h2>
      <p className="address-book__notice" role="status">
        {notice}
      </p>
      {addresses.length === 0 && <p>{t('noAddresses')}</p>}
      <ul className="address-book__list">
        {addresses.map((a) => (
          <li key={a.id} className="address-book__item">
            <address>
              {[`${a.firstName} ${a.lastName}`, a.company, a.addressLine1, a.addressLine2, `${a.postcode} ${a.city}`, a.county, a.countryCode].filter(Boolean).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            {a.isDefault && <p className="address-book__default">{a.type === 'billing' ? t('defaultBilling') : t('defaultShipping')}</p>}
            <div className="address-book__actions">
              <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={() => edit(a)} aria-label={`${t('editAddress')}: ${a.addressLine1}`}>
                {t('editAddress')}
              </button>
              {!a.isDefault && (
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  disabled={busy}
                  onClick={() => void act(() => client.put(`${appApi.addresses}/${a.id}`, { ...a, isDefault: true }), t('addressSaved'))}
                >
                  {t('makeDefault')}
                </button>
              )}
              <button
                type="button"
                className="btn btn--secondary btn--small"
                disabled={busy}
                aria-label={`${t('deleteAddress')}: ${a.addressLine1}`}
                onClick={() => void act(() => client.request(`${appApi.addresses}/${a.id}`, { method: 'DELETE' }), t('addressDeleted'))}
              >
                {t('deleteAddress')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {draft ? (
        <form className="address-book__form" noValidate onSubmit={(e) => void save(e)}>
          <AddressFields
            name="shippingAddress"
            legend={draft.id === null ? t('newAddress') : t('editingAddress')}
            address={draft.address}
            countries={countries}
            errors={errors}
            onChange={(address) => setDraft({ ...draft, address })}
          />
          <fieldset className="checkout__fieldset">
            <legend>{t('addressType')}</legend>
            <div className="payment-choice">
              {(['shipping', 'billing'] as const).map((type) => (
                <label key={type} className="payment-choice__option">
                  <input type="radio" name="address-type" checked={draft.type === type} onChange={() => setDraft({ ...draft, type })} />
                  <span>{type === 'billing' ? t('billingType') : t('shippingType')}</span>
                </label>
              ))}
            </div>
            <label className="checkbox">
              <input type="checkbox" checked={draft.isDefault} onChange={(e) => setDraft({ ...draft, isDefault: e.target.checked })} />
              <span>{t('makeDefault')}</span>
            </label>
          </fieldset>
          <div className="account__actions">
            <button type="submit" className="btn btn--black" disabled={busy}>
              {busy ? t('saving') : t('saveAddress')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setDraft(null)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="btn btn--black" onClick={() => setDraft(blank)}>
          {t('addAddress')}
        </button>
      )}
    </section>
  )
}
