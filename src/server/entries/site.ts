import 'server-only'
import type { Payload } from 'payload'
import type { LineRules } from '../../commerce/cart/service'
import type { Locale } from '../../i18n/locales'
import { entryLineProblems } from '../../entries/cart-rules'
import { joinedTeamOf } from '../../entries/model'
import { payloadEntryStore } from '../stores/entry-store'
import { entryEvents } from './events'

/** The entry rules of update-cart, reading the events of the cart's entry lines. */
export function entryCartRules(payload: Payload, locale: Locale): LineRules {
  return async ({ lines, before, purchasables, customerId }) => {
    const eventIds = lines.flatMap((l) => {
      const eventId = purchasables.get(l.purchasableId)?.eventId
      return eventId ? [eventId] : []
    })
    if (!eventIds.length && !lines.some((l) => l.options.entryId !== undefined)) return {}
    const events = eventIds.length ? await entryEvents(payload, eventIds, locale) : new Map()
    const joined = [...new Set(lines.flatMap((l) => joinedTeamOf(l.options)?.id ?? []))]
    const teams = joined.length ? await payloadEntryStore(payload).teamsById(joined) : new Map()
    return entryLineProblems({ lines, before, purchasables, events, teams, customerId })
  }
}
