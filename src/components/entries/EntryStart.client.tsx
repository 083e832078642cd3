'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import type { EntryFlowData } from '../../server/entries/flow-data'
import { belongsToEntries, type EntryPath } from '../../entries/model'
import { entryStepPath } from '../../entries/steps'
import type { Locale } from '../../i18n/locales'
import { useSession } from '../session/SessionProvider.client'
import { AppLink } from '../ui/AppLink.client'
import { AlreadyEntered } from './AlreadyEntered.client'
import { SignInPrompt } from './SignInPrompt.client'
import { useAlreadyEntered } from './useAlreadyEntered'
import { useEntryGate } from './useEntryGate'
import { cartLines, otherEventInCart } from './useEntryFlow'

type Props = { data: EntryFlowData; locale: Locale; accountBase: string }

const choices: { path: EntryPath; title: 'individualTitle' | 'createTeamTitle' | 'joinTeamTitle'; text: 'individualText' | 'createTeamText' | 'joinTeamText' }[] = [
  { path: 'individual', title: 'individualTitle', text: 'individualText' },
  { path: 'create-team', title: 'createTeamTitle', text: 'createTeamText' },
  { path: 'join-team', title: 'joinTeamTitle', text: 'joinTeamText' },
]

/**
 * Spec §2 /events/enter: the entry types the event offers (individual, create-team, join-team), for
 * a signed-in person who has not entered yet and has no other event's entries in the basket.
 */
export function EntryStart({ data, locale, accountBase }: Props) {
  const t = useTranslations('entries')
  const pathname = usePathname()
  const params = useSearchParams()
  const { status, appUser, cart, changeLines } = useSession()
  const { check, retry } = useAlreadyEntered(data.event.id)
  const gate = useEntryGate({ loading: status !== 'ready' || (!!appUser && check === 'checking'), failed: check === 'failed', retry })

  if (gate) return gate
  if (!appUser) return <SignInPrompt locale={locale} accountBase={accountBase} returnPath={`${pathname}?${params.toString()}`} />
  if (check !== 'free') return <AlreadyEntered event={data.event.title} email={appUser.email} eventSlug={data.event.slug} />
  const otherEvent = otherEventInCart(cart, data)
  if (otherEvent) {
    const theirs = cartLines(cart).filter(belongsToEntries)
    return (
      <div className="entry-notice" role="alert">
        <p>{t('otherEventInBasket', { event: otherEvent })}</p>
        <p className="entry-notice__actions">
          <AppLink className="btn btn--black" href="/basket">
            {t('continueThatEntry')}
          </AppLink>
          <button type="button" className="btn btn--secondary" onClick={() => void changeLines(Object.fromEntries(theirs.map((l) => [l.id, { remove: true }]))).catch(() => undefined)}>
            {t('removeThoseEntries')}
          </button>
        </p>
      </div>
    )
  }
  const offered = choices.filter((c) => (c.path === 'individual' ? data.event.individual : data.event.team))
  if (!data.availableForPurchase || !data.entryTypes.some((type) => type.inStock) || !offered.length) {
    return (
      <p className="entry-notice" role="alert">
        {t('noEntryTypes')}
      </p>
    )
  }
  return (
    <ul className="entry-choices">
      {offered.map((choice) => (
        <li key={choice.path}>
          <AppLink className="entry-choice" href={entryStepPath(choice.path, data.event.slug, 1)}>
            <span className="entry-choice__title">{t(choice.title)}</span>
            <span className="entry-choice__text">{t(choice.text)}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  )
}
