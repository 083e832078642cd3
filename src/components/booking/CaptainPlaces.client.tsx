'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { type Locale, localeNames, locales } from '../../i18n/locales'
import { appApi } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'
import { type Outcome, OutcomeMessage, useBookingAction } from './outcome.client'

type Offer = { id: number; kind: 'adult' | 'child'; name: string; email: string }
const blank = (locale: Locale) => ({ kind: 'adult' as 'adult' | 'child', email: '', firstName: '', lastName: '', locale })

/** The captain's bulk places: give a free one to a named person (who gets a claim mail), or take a waiting one back. */
export function CaptainPlaces({ teamId, free, offers, canChange, locale }: { teamId: number; free: { adult: number; child: number }; offers: Offer[]; canChange: boolean; locale: Locale }) {
  const t = useTranslations('teamPlaces')
  const { client } = useSession()
  const router = useRouter()
  const { busy, run } = useBookingAction()
  const [person, setPerson] = useState(blank(locale))
  const [outcome, setOutcome] = useState<Outcome>(null)
  const kinds = (['adult', 'child'] as const).filter((kind) => free[kind] > 0)

  async function allocate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const kind = kinds.includes(person.kind) ? person.kind : (kinds[0] ?? 'adult')
    if (await run(() => client.post(appApi.teamPlaces(teamId), { ...person, kind }), t('allocated', { email: person.email }), setOutcome)) {
      setPerson(blank(locale))
      router.refresh()
    }
  }

  async function takeBack(placeId: number) {
    if (await run(() => client.delete(appApi.teamPlace(teamId, placeId)), t('takenBack'), setOutcome)) router.refresh()
  }

  const field = (name: 'email' | 'firstName' | 'lastName', type: string, autoComplete: string) => (
    <label>
      {t(name)}
      <input name={name} type={type} autoComplete={autoComplete} required value={person[name]} onChange={(e) => setPerson({ ...person, [name]: e.target.value })} />
    </label>
  )

  return (
    <section className="captain-places" aria-labelledby="places-heading">
      <h2 id="places-heading">{t('placesTitle')}</h2>
      <p>{t('placesFree', { adult: free.adult, child: free.child })}</p>
      {offers.length > 0 && (
        <>
          <h3>{t('heldTitle')}</h3>
          <ul className="captain-places__held">
            {offers.map((offer) => (
              <li key={offer.id}>
                {t('heldItem', { name: offer.name, email: offer.email, kind: t(offer.kind) })}{' '}
                <button type="button" className="btn btn--link" disabled={busy} onClick={() => void takeBack(offer.id)}>
                  {t('takeBack')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {canChange && kinds.length > 0 && (
        <form onSubmit={allocate} noValidate aria-labelledby="allocate-heading">
          <h3 id="allocate-heading">{t('allocateTitle')}</h3>
          <label>
            {t('kind')}
            <select name="kind" value={person.kind} onChange={(e) => setPerson({ ...person, kind: e.target.value === 'child' ? 'child' : 'adult' })}>
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(kind)}
                </option>
              ))}
            </select>
          </label>
          {field('firstName', 'text', 'off')}
          {field('lastName', 'text', 'off')}
          {field('email', 'email', 'off')}
          <label>
            {t('language')}
            <select name="locale" value={person.locale} onChange={(e) => setPerson({ ...person, locale: e.target.value as Locale })}>
              {locales.map((code) => (
                <option key={code} value={code}>
                  {localeNames[code]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--black" disabled={busy}>
            {t('allocateButton')}
          </button>
        </form>
      )}
      <OutcomeMessage value={outcome} />
    </section>
  )
}
