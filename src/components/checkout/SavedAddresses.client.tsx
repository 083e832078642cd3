'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'
import type { SavedAddress } from '../../accounts/addresses'
import type { Address } from '../../commerce/cart/types'
import { appApi } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'

/** The address fields of a saved address (without its id, type and default flag). */
export const fieldsOf = ({ id: _id, type: _type, isDefault: _default, ...address }: SavedAddress): Address => address

// An empty field and a missing one are the same (the form leaves '' where the API stores null).
const sameAddress = (a: Address, b: Address) => (Object.keys(a) as (keyof Address)[]).every((k) => (a[k] || null) === (b[k] || null))

/** A signed-in app user's saved addresses (spec §6), loaded once through the app API. */
export function useSavedAddresses() {
  const { client, appUser } = useSession()
  const [addresses, setAddresses] = useState<SavedAddress[]>([])
  useEffect(() => {
    if (!appUser) return
    client.get<SavedAddress[]>(appApi.addresses).then(setAddresses, (error: unknown) => console.warn('[milepost] Could not load the saved addresses', error))
  }, [client, appUser])
  const defaultOf = (type: SavedAddress['type']) => addresses.find((a) => a.type === type && a.isDefault) ?? addresses.find((a) => a.type === type) ?? addresses[0]
  return {
    signedIn: !!appUser,
    addresses,
    defaultOf,
    isSaved: (address: Address) => addresses.some((a) => sameAddress(fieldsOf(a), address)),
    /** Saves it once: a second payment attempt with the same address does not save it again. */
    async save(address: Address, type: SavedAddress['type']) {
      const created = await client.post<SavedAddress>(appApi.addresses, { ...address, type, isDefault: !addresses.some((a) => a.type === type) })
      setAddresses((list) => [...list, created])
    },
  }
}

/** Fills an address from one of the saved ones. */
export function SavedAddressPicker({ addresses, onPick }: { addresses: SavedAddress[]; onPick: (address: Address) => void }) {
  const t = useTranslations('checkout')
  const id = useId()
  if (!addresses.length) return null
  return (
    <div className="field">
      <label htmlFor={id}>{t('savedAddress')}</label>
      <select
        id={id}
        defaultValue=""
        onChange={(e) => {
          const picked = addresses.find((a) => String(a.id) === e.target.value)
          if (picked) onPick(fieldsOf(picked))
        }}
      >
        <option value="" disabled>
          {t('chooseSavedAddress')}
        </option>
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {[`${a.firstName} ${a.lastName}`, a.addressLine1, a.city, a.postcode].filter(Boolean).join(', ')}
          </option>
        ))}
      </select>
    </div>
  )
}
