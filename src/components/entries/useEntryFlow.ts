'use client'

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { EntryFlowData } from '../../server/entries/flow-data'
import { initialEntryFlow } from '../../entries/flow'
import type { EntryCartLine, EntryPath } from '../../entries/model'
import { isTimezone } from '../../entries/rules'
import { entryFlowService } from '../../entries/service'
import { siteApi } from '../../lib/http/client'
import type { Cart } from '../session/startup'
import { useSession } from '../session/SessionProvider.client'
import { createFlowStore } from './flow-store'

/** The entrant's own zone, as the browser knows it, when it is one the entry rules accept. */
function browserTimezone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone && isTimezone(zone) ? zone : undefined
}

const newId = () => `e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export const cartLines = (cart: Cart | null): EntryCartLine[] => (cart?.lineItems ?? []).map((l) => ({ id: l.id, purchasableId: l.purchasableId, qty: l.qty, options: l.options, kind: l.kind }))

/** The title of another event whose entries the cart holds (spec §1: one event at a time), if any. */
export function otherEventInCart(cart: Cart | null, data: EntryFlowData): string | null {
  const ours = new Set(data.entryTypes.map((t) => t.id))
  const other = cart?.lineItems.find((l) => l.kind === 'entry' && !ours.has(l.purchasableId))
  return other ? (other.snapshot?.title ?? other.description) : null
}

/**
 * The entry flow of one path for one event: its state (spec §4), rebuilt from the cart once the
 * session is ready, and its operations, which change the cart through the session.
 */
export function useEntryFlow(data: EntryFlowData, entryPath: EntryPath) {
  const session = useSession()
  const current = useRef(session)
  current.current = session
  const [store] = useState(() => createFlowStore(initialEntryFlow(data.event)))
  const state = useSyncExternalStore(store.subscribe, store.state, store.state)

  const service = useMemo(
    () =>
      entryFlowService(
        {
          lines: () => cartLines(current.current.cart),
          changeCart: async ({ add, lineItems }) => cartLines(await current.current.updateCart({ ...add, ...(lineItems ? { lineItems } : {}) })),
          validateEmails: (eventId, emails) => current.current.client.post<Record<string, boolean>>(siteApi.validateEntries, { eventId, emails }),
          teamNameTaken: async (eventId, name) => (await current.current.client.get<{ taken: boolean }>(siteApi.teamName, { query: { eventId, name } })).taken,
          appUser: () => current.current.appUser,
          newId,
        },
        store,
      ),
    [store],
  )

  const ready = session.status === 'ready'
  useEffect(() => {
    if (!ready || store.state().entryPath) return
    const { cart, appUser } = current.current
    store.dispatch({ type: 'cart-changed', lines: cartLines(cart), appUser, newId: newId() })
    store.dispatch({ type: 'choose-path', entryPath, newId: newId(), appUser, timezone: browserTimezone() })
  }, [ready, store, entryPath])

  return { state, service, dispatch: store.dispatch, session, newId }
}
