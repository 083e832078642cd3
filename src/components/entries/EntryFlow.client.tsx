'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { optionsSignature } from '../../commerce/cart/line-items'
import type { EntryFlowData } from '../../server/entries/flow-data'
import { belongsToEntries, type EntryCartLine, type EntryDraft, type EntryPath, entryLineOptions, isBulkLine, isEntryLine, type TeamListing, teamOptions } from '../../entries/model'
import { entryReady, flowGaps, isComplete } from '../../entries/review'
import { teamProblems } from '../../entries/rules'
import { ENTRY_STEPS, type EntryStep, entryStepPath, stepFrom } from '../../entries/steps'
import { type Locale, localizedPath } from '../../i18n/locales'
import { siteApi } from '../../lib/http/client'
import { AppLink } from '../ui/AppLink.client'
import { AlreadyEntered } from './AlreadyEntered.client'
import { EntryForm } from './EntryForm.client'
import { EntryMerch } from './EntryMerch.client'
import { EntryReview, EntryRunningTotal } from './EntryReview.client'
import { entryErrorMessage } from './entry-errors'
import { SignInPrompt } from './SignInPrompt.client'
import { Stepper } from './Stepper'
import { TeamForm } from './TeamForm.client'
import { TeamSearch } from './TeamSearch.client'
import { useAlreadyEntered } from './useAlreadyEntered'
import { useEntryGate } from './useEntryGate'
import { cartLines, otherEventInCart, useEntryFlow } from './useEntryFlow'

type Props = { data: EntryFlowData; entryPath: EntryPath; locale: Locale; accountBase: string }

/**
 * The entry flow of one path (spec §2: individual 5 steps, create-team and join-team 6), its state
 * kept as the person goes back and forward; the order-details step hands over to the checkout.
 */
export function EntryFlow({ data, entryPath, locale, accountBase }: Props) {
  const t = useTranslations('entries')
  const tAll = useTranslations()
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const { state, service, dispatch, session, newId } = useEntryFlow(data, entryPath)
  const steps: readonly EntryStep[] = ENTRY_STEPS[entryPath]
  const order = params.get('order') && params.get('key') ? { number: params.get('order')!, key: params.get('key')! } : null
  const current = stepFrom(entryPath, params.get('step'), !!order)
  const step = steps[current - 1]!
  const [flowError, setFlowError] = useState<string | null>(null)
  const [teamSaved, setTeamSaved] = useState<string | null>(null)
  const { check, retry } = useAlreadyEntered(data.event.id)
  const gate = useEntryGate({ loading: session.status !== 'ready' || (!!session.appUser && check === 'checking'), failed: !!session.appUser && check === 'failed', retry })

  // Spec §4: once the order is made, the flow resets (the cart has already become the order).
  const paidOrder = order?.number
  useEffect(() => {
    if (paidOrder) service.complete()
  }, [paidOrder, service])

  const go = (n: number) => {
    setFlowError(null)
    router.push(localizedPath(locale, entryStepPath(entryPath, data.event.slug, n)))
  }
  const teamLost = params.get('lost') === 'team'
  const joining = entryPath === 'join-team' ? state.teamToJoin : null
  const flowReady = !!state.entryPath && check === 'free'

  // The joined team is on the joiner's line; a step past the search without one goes back to the search, saying why.
  useEffect(() => {
    if (entryPath !== 'join-team' || current === 1 || !flowReady || joining) return
    router.replace(localizedPath(locale, entryStepPath(entryPath, data.event.slug, 1, { lost: 'team' })))
  }, [entryPath, current, flowReady, joining, router, locale, data.event.slug])

  // After a reload the line names the team; its settings (shown beside the joiner's own) are read again.
  const unknownSettings = joining && joining.settings === undefined ? joining.id : null
  useEffect(() => {
    if (!unknownSettings) return
    session.client
      .get<{ teams: TeamListing[] }>(siteApi.eventTeams, { query: { eventId: data.event.id, teamId: unknownSettings } })
      .then(({ teams: [found] }) => dispatch({ type: 'team-known', team: found ? { id: found.id, name: found.name, settings: found.settings } : { id: unknownSettings, name: '', settings: null } }))
      .catch((error: unknown) => console.warn('[milepost] Could not read the joined team', error))
  }, [unknownSettings, session.client, data.event.id, dispatch])

  /** Step 1 of a new team: its name is checked again as the captain goes on (another team may have taken it since). */
  async function continueFrom(n: number) {
    if (step === 'teamDetails' && state.team) {
      try {
        if (await service.teamNameTaken(state.team.name)) {
          setFlowError(t('teamNameTaken'))
          return
        }
      } catch (error) {
        setFlowError(entryErrorMessage(error, tAll))
        return
      }
    }
    go(n)
  }

  if (step === 'complete') return <Complete locale={locale} steps={steps} order={order} />
  if (gate) return gate
  const returnPath = `${pathname}?${params.toString()}`
  if (!session.appUser) {
    return (
      <>
        <Stepper steps={steps} current={current} />
        <SignInPrompt locale={locale} accountBase={accountBase} returnPath={returnPath} />
      </>
    )
  }
  // Checked before any place goes into the basket: an account enters an event once.
  if (check !== 'free') return <AlreadyEntered event={data.event.title} email={session.appUser.email} eventSlug={data.event.slug} />
  const otherEvent = otherEventInCart(session.cart, data)
  if (otherEvent) {
    return (
      <div className="entry-notice" role="alert">
        <p>{t('otherEventInBasket', { event: otherEvent })}</p>
        <p className="entry-notice__actions">
          <AppLink className="btn btn--black" href="/basket">
            {t('continueThatEntry')}
          </AppLink>
        </p>
      </div>
    )
  }
  if (!data.availableForPurchase || !data.entryTypes.length) return <p className="entry-notice">{t('noEntryTypes')}</p>

  const lines = cartLines(session.cart)
  const { team, teamToJoin, entries, loading } = state
  const isSaved = (entry: EntryDraft) => savedLine(lines, entry, entryLineOptions(entry, team, teamToJoin))
  const isReady = (entry: EntryDraft) => entryReady(entry, data.event, isSaved(entry))
  const ownLines = (session.cart?.lineItems ?? []).filter(belongsToEntries)
  const currency = session.cart?.currency ?? null
  const [first, ...members] = entries
  const teamSignature = team ? optionsSignature(teamOptions(team)) : null
  const teamReady = !!team && Object.keys(teamProblems(team, data.event, entries.length)).length === 0 && (teamSaved === teamSignature || teamOnLines(lines, teamSignature))
  const gaps = flowGaps({ entries, team, event: data.event, isSaved, teamSaved: teamReady })
  // Each step validates before moving on (a button that leads to a refusal later helps nobody).
  const canContinue: Record<EntryStep, boolean> = {
    teamDetails: teamReady,
    findTeam: !!teamToJoin,
    yourEntry: !!first && isReady(first),
    addMerch: true,
    addTeamMembers: entries.every(isReady),
    review: entries.length > 0 && isComplete(gaps),
    orderDetails: entries.length > 0 && isComplete(gaps),
    complete: true,
  }

  async function cancel() {
    setFlowError(null)
    try {
      await service.cancel()
      router.push(localizedPath(locale, `/events/${data.event.slug}`))
    } catch (error) {
      setFlowError(entryErrorMessage(error, tAll))
    }
  }

  // The values a team chose for its members, shown beside each entrant's own.
  const teamConfig = entryPath === 'create-team' ? (team?.config ?? null) : (teamToJoin?.settings ?? null)
  const form = (entry: EntryDraft, heading: string, removable: boolean) => (
    <EntryForm
      key={entry.id}
      entry={entry}
      teamConfig={teamConfig}
      data={data}
      locale={locale}
      service={service}
      dispatch={dispatch}
      loading={loading}
      saved={isReady(entry)}
      heading={heading}
      onRemove={removable ? () => void service.removeEntry(entry.id).catch((error: unknown) => setFlowError(entryErrorMessage(error, tAll))) : undefined}
    />
  )

  return (
    <div className="entry-flow">
      <Stepper steps={steps} current={current} />
      <div className="entry-flow__step">
        {step === 'teamDetails' && team && (
          <TeamForm
            locale={locale}
            team={team}
            data={data}
            service={service}
            dispatch={dispatch}
            loading={loading}
            client={session.client}
            saved={teamReady}
            onSaved={(saved) => setTeamSaved(optionsSignature(teamOptions(saved)))}
          />
        )}
        {step === 'findTeam' && (
          <>
            {teamLost && !teamToJoin && (
              <p className="entry-notice" role="alert">
                {t('teamToJoinLost')}
              </p>
            )}
            <TeamSearch
              eventId={data.event.id}
              maxTeamSize={data.event.maxTeamSize}
              client={session.client}
              joined={teamToJoin}
              busy={loading !== 'idle'}
              onJoin={(joined) => void service.joinTeam(joined, placeFor(data)).catch((error: unknown) => setFlowError(entryErrorMessage(error, tAll)))}
            />
          </>
        )}
        {step === 'yourEntry' && first && form(first, t('steps.yourEntry'), false)}
        {step === 'addMerch' && entries.filter(isSaved).map((entry) => <EntryMerch key={entry.id} entry={entry} data={data} service={service} loading={loading} />)}
        {step === 'addTeamMembers' && (
          <>
            <p>{t('membersIntro')}</p>
            {members.map((entry, i) => form(entry, t('entrant', { number: i + 2 }), true))}
            <button
              type="button"
              className="btn btn--secondary"
              disabled={loading !== 'idle' || entries.length + (team?.adultEntries ?? 0) + (team?.childEntries ?? 0) >= data.event.maxTeamSize}
              onClick={() => {
                const id = newId()
                dispatch({ type: 'add-entry', id, entryPath })
                // A new member starts with the team's distance, time zone and start.
                if (team) dispatch({ type: 'edit-entry', id, config: { ...team.config, noMedal: false } })
              }}
            >
              {t('addMember')}
            </button>
          </>
        )}
        {(step === 'review' || step === 'orderDetails') && (
          <EntryReview data={data} lines={ownLines} currency={currency} entries={entries} gaps={gaps} locale={locale} joining={teamToJoin?.name ?? null} />
        )}
        {step === 'orderDetails' && canContinue.orderDetails && (
          <p className="entry-flow__checkout">
            <AppLink className="btn btn--red" href="/checkout">
              {t('toCheckout')}
            </AppLink>
          </p>
        )}
        {step !== 'review' && step !== 'orderDetails' && currency && <EntryRunningTotal lines={ownLines} currency={currency} locale={locale} />}
      </div>
      <p className="form-error" role="alert">
        {flowError}
      </p>
      <div className="entry-flow__nav">
        {current > 1 ? (
          <button type="button" className="btn btn--secondary" onClick={() => go(current - 1)}>
            {t('back')}
          </button>
        ) : (
          <AppLink className="btn btn--secondary" href={{ pathname: '/events/enter', query: { event: data.event.slug } }}>
            {t('back')}
          </AppLink>
        )}
        {step !== 'orderDetails' && (
          <button type="button" className="btn btn--black" disabled={!canContinue[step] || loading !== 'idle'} onClick={() => void continueFrom(current + 1)}>
            {t('next')}
          </button>
        )}
        <button type="button" className="link-button entry-flow__cancel" disabled={loading !== 'idle'} onClick={() => void cancel()}>
          {loading === 'cancelling' ? t('cancelling') : t('cancel')}
        </button>
      </div>
    </div>
  )
}

/** The place a joiner takes when they join: an adult's if the event sells one, else its first type in stock. */
function placeFor(data: EntryFlowData) {
  const inStock = data.entryTypes.filter((type) => type.inStock)
  const type = inStock.find((t) => t.entryType === 'adult') ?? inStock[0]
  return type ? { id: type.id, entryType: type.entryType } : null
}

/** Saved: the entry's line holds exactly what the form shows. */
function savedLine(lines: EntryCartLine[], entry: EntryDraft, options: Record<string, unknown>): boolean {
  const line = lines.find((l) => isEntryLine(l) && l.options.entryId === entry.id)
  return !!line && optionsSignature(line.options) === optionsSignature(options)
}

/** The team's details as the cart already holds them (a line of the team carries them all). */
function teamOnLines(lines: EntryCartLine[], signature: string | null): boolean {
  if (!signature) return false
  const teamLine = lines.find((l) => l.kind === 'entry' && l.options.entryPath === 'create-team' && (isBulkLine(l) || isEntryLine(l)))
  if (!teamLine) return false
  const keys = Object.keys(JSON.parse(signature) as Record<string, unknown>)
  return optionsSignature(Object.fromEntries(keys.map((k) => [k, teamLine.options[k]]))) === signature
}

function Complete({ locale, steps, order }: { locale: Locale; steps: readonly EntryStep[]; order: { number: string; key: string } | null }) {
  const t = useTranslations('entries')
  return (
    <div className="entry-flow">
      <Stepper steps={steps} current={steps.length} />
      <div className="entry-complete">
        <h2 className="entry-complete__title">{t('completeTitle')}</h2>
        <p>{t('completeText')}</p>
        <p className="entry-notice__actions">
          {order && (
            <a className="btn btn--red" href={`${localizedPath(locale, '/order')}?number=${encodeURIComponent(order.number)}&key=${encodeURIComponent(order.key)}`}>
              {t('viewOrder')}
            </a>
          )}
          <AppLink className="btn btn--secondary" href="/events">
            {t('enterAnother')}
          </AppLink>
        </p>
      </div>
    </div>
  )
}
