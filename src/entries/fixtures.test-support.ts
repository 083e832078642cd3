import { addLine, changeLines } from '../commerce/cart/line-items'
import type { CartLine } from '../commerce/cart/types'
import { type EntryFlowAction, type EntryFlowState, entryFlowReducer, initialEntryFlow } from './flow'
import type { EntryCartLine, EntryEvent } from './model'
import { type CartChange, entryFlowService } from './service'

/** A timeboxed event with teams, as the entry tests know it. */
export const relay: EntryEvent = {
  id: 7,
  slug: 'relay',
  title: 'Relay',
  type: 'timeboxed',
  start: '2027-01-10',
  end: '2027-02-28',
  individual: true,
  team: true,
  includesMedal: true,
  maxTeamSize: 6,
  distances: [
    { id: 'd10', label: '10K', km: 10 },
    { id: 'dhalf', label: 'Half marathon', km: 21.1 },
  ],
  groups: [{ id: 'g1', label: 'Club runners' }],
}

export const ADULT = 101
export const CHILD = 102
export const TEE = 201
export const CAP = 202
const kinds: Record<number, 'entry' | 'merch'> = { [ADULT]: 'entry', [CHILD]: 'entry', [TEE]: 'merch', [CAP]: 'merch' }

/**
 * The entry flow over a cart in memory that merges and changes lines as the real cart does; each
 * change is one request, refused as a whole when `refuse` says so.
 */
export function flowOverMemoryCart(
  options: { taken?: string[]; takenTeamNames?: string[]; appUser?: { email: string; firstName: string; lastName: string } | null; lines?: CartLine[]; timezone?: string } = {},
) {
  let lines: CartLine[] = options.lines ?? []
  let nextLineId = lines.reduce((n, l) => Math.max(n, l.id + 1), 1)
  let state: EntryFlowState = initialEntryFlow(relay)
  let ids = 0
  const labels: string[] = []
  const requests: CartChange[] = []
  const validated: string[][] = []
  const control = { refuse: null as Error | null }
  const view = (): EntryCartLine[] => lines.map((l) => ({ ...l, kind: kinds[l.purchasableId] ?? null }))

  const dispatch = (action: EntryFlowAction) => {
    if (action.type === 'loading') labels.push(action.label)
    state = entryFlowReducer(state, action)
  }
  const service = entryFlowService(
    {
      lines: view,
      async changeCart(change) {
        requests.push(change)
        if (control.refuse) throw control.refuse
        let next = lines
        if (change.lineItems) next = changeLines(next, change.lineItems).lines
        if (change.add) {
          const added = addLine(next, { ...change.add, options: change.add.options as Record<string, unknown> }, nextLineId)
          next = added.lines
          nextLineId = added.nextLineId
        }
        lines = next
        return view()
      },
      async validateEmails(_eventId, emails) {
        validated.push(emails)
        return Object.fromEntries(emails.map((e) => [e, !(options.taken ?? []).includes(e)]))
      },
      async teamNameTaken(_eventId, name) {
        return (options.takenTeamNames ?? []).includes(name)
      },
      appUser: () => (options.appUser === undefined ? { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' } : options.appUser),
      newId: () => `e${++ids}`,
    },
    { state: () => state, dispatch },
  )
  return {
    service,
    dispatch,
    state: () => state,
    lines: () => lines,
    labels,
    requests,
    validated,
    control,
    /** The flow's start: the cart as it is now, with this path chosen. */
    start(entryPath: 'individual' | 'create-team' | 'join-team') {
      const appUser = options.appUser === undefined ? { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' } : options.appUser
      dispatch({ type: 'cart-changed', lines: view(), appUser, newId: `e${++ids}` })
      dispatch({ type: 'choose-path', entryPath, newId: `e${++ids}`, appUser, timezone: options.timezone })
    },
  }
}
