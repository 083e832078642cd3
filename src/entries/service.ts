import type { AppUser, EntryFlowAction, EntryFlowState, JoinedTeam, LoadingLabel } from './flow'
import {
  belongsToEntries,
  bulkLineOptions,
  type EntryCartLine,
  type EntryDraft,
  type EntryLineOptions,
  entryLineOptions,
  type EntryType,
  isBulkLine,
  isEntryLine,
  isEntryMerchLine,
  normaliseEmail,
  teamOptions,
} from './model'
import { duplicateEmails, type EntryProblems, entryProblems, teamProblems } from './rules'
import type { MessageKey } from '../i18n/messages'
import type { MessageValues } from '../lib/errors'

/** One update-cart request: an add and line changes, applied together or not at all. */
export type CartChange = {
  add?: { purchasableId: number; qty: number; options: EntryLineOptions | Record<string, unknown> }
  lineItems?: Record<number, { qty?: number; options?: Record<string, unknown>; remove?: boolean }>
}

/** What the entry flow asks of the cart and the site (the browser's HTTP client, or a test's memory). */
export type EntryFlowPorts = {
  lines(): EntryCartLine[]
  /** Sends one change and answers the cart's lines afterwards; a refusal rejects. */
  changeCart(change: CartChange): Promise<EntryCartLine[]>
  /** entries/validate-entries: email → free to enter. */
  validateEmails(eventId: number, emails: string[]): Promise<Record<string, boolean>>
  /** entries/team-name: whether the event already has a team of this name (case and accents aside). */
  teamNameTaken(eventId: number, name: string): Promise<boolean>
  appUser(): AppUser | null
  newId(): string
}

/** A refusal the person can act on: a message key (namespace `entries`) and the fields at fault. */
export class EntryFlowError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly values: MessageValues = {},
    readonly problems: EntryProblems = {},
  ) {
    super(key)
    this.name = 'EntryFlowError'
  }
}

type Store = { state(): EntryFlowState; dispatch(action: EntryFlowAction): void }

/**
 * The entry flow's operations (spec §4): each shows its loading label, changes the cart, and
 * rebuilds the entries from the cart's answer; on failure the label returns to idle and the error
 * is passed on (thrown to the caller, and kept in the state to show).
 */
export function entryFlowService(ports: EntryFlowPorts, store: Store) {
  const linesOf = (entryId: string) => ports.lines().filter((l) => l.options.entryId === entryId)
  const entryLine = (entryId: string) => ports.lines().find((l) => isEntryLine(l) && l.options.entryId === entryId)
  const entry = (entryId: string) => {
    const found = store.state().entries.find((e) => e.id === entryId)
    if (!found) throw new EntryFlowError('entries.noExistingEntry')
    return found
  }

  const rebuilt = (lines: EntryCartLine[]) => store.dispatch({ type: 'cart-changed', lines, appUser: ports.appUser(), newId: ports.newId() })

  async function run(label: LoadingLabel, work: () => Promise<EntryCartLine[] | null>): Promise<void> {
    store.dispatch({ type: 'loading', label })
    try {
      const lines = await work()
      if (lines) rebuilt(lines)
      store.dispatch({ type: 'idle' })
    } catch (error) {
      store.dispatch({ type: 'failed', error })
      throw error
    }
  }

  const optionsFor = (draft: EntryDraft) => {
    const { team, teamToJoin } = store.state()
    return entryLineOptions(draft, team, teamToJoin)
  }

  return {
    /** Spec §4: adds a line for the new type, or removes the old line and adds the new one. */
    changeEntryType(entryId: string, variantId: number, entryType: EntryType) {
      return run(`loading-entry-${entryId}-type-${variantId}`, async () => {
        const draft = { ...entry(entryId), entryVariantId: variantId, entryType }
        const old = entryLine(entryId)
        if (old?.purchasableId === variantId) return null
        const add = { purchasableId: variantId, qty: 1, options: optionsFor(draft) }
        return ports.changeCart(old ? { add, lineItems: { [old.id]: { remove: true } } } : { add })
      })
    },

    /**
     * Joins a team (or forgets the choice with null). The joiner starts from the team's settings,
     * and their place goes into the basket at once with the team on it (the entry type they can
     * still change), so the choice survives a reload of any later step.
     */
    joinTeam(joined: JoinedTeam | null, entryType: { id: number; entryType: EntryType } | null) {
      store.dispatch({ type: 'join-team', team: joined })
      const draft = store.state().entries[0]
      if (!joined || !draft) return Promise.resolve()
      return run(`saving-entry-${draft.id}`, async () => {
        const line = entryLine(draft.id)
        if (line) return ports.changeCart({ lineItems: { [line.id]: { options: optionsFor(entry(draft.id)) } } })
        if (!entryType) throw new EntryFlowError('entries.noEntryTypes')
        const placed = { ...entry(draft.id), entryVariantId: entryType.id, entryType: entryType.entryType }
        return ports.changeCart({ add: { purchasableId: entryType.id, qty: 1, options: optionsFor(placed) } })
      })
    },

    /** Removes the entry and every line of it (its place and its merch). */
    removeEntry(entryId: string) {
      return run(`removing-entry-${entryId}`, async () => {
        const lines = linesOf(entryId)
        if (!lines.length) {
          store.dispatch({ type: 'drop-entry', id: entryId })
          return null
        }
        store.dispatch({ type: 'drop-entry', id: entryId })
        return ports.changeCart({ lineItems: Object.fromEntries(lines.map((l) => [l.id, { remove: true }])) })
      })
    },

    /** Adds merch tied to the entry, unless that entry already has it. */
    addEntryMerch(entryId: string, variantId: number) {
      return run(`adding-entry-merch-${entryId}-${variantId}`, async () => {
        entry(entryId)
        if (linesOf(entryId).some((l) => isEntryMerchLine(l) && l.purchasableId === variantId)) return null
        return ports.changeCart({ add: { purchasableId: variantId, qty: 1, options: { entryId } } })
      })
    },

    removeEntryMerch(entryId: string, variantId: number) {
      return run(`removing-entry-merch-${entryId}-${variantId}`, async () => {
        const lines = linesOf(entryId).filter((l) => isEntryMerchLine(l) && l.purchasableId === variantId)
        if (!lines.length) return null
        return ports.changeCart({ lineItems: Object.fromEntries(lines.map((l) => [l.id, { remove: true }])) })
      })
    },

    /**
     * Spec §4, §5: the email is lower-cased and checked with the server before the entry is saved;
     * an email that already entered the event, or that another entry of this flow uses, is refused.
     */
    saveEntry(entryId: string) {
      return run(`saving-entry-${entryId}`, async () => {
        const state = store.state()
        const email = normaliseEmail(entry(entryId).user.email)
        store.dispatch({ type: 'edit-entry', id: entryId, user: { email } })
        const draft = entry(entryId)
        const problems = entryProblems(draft, state.event)
        if (duplicateEmails(store.state().entries).has(entryId)) problems['user.email'] = { key: 'validation.unique' }
        if (problems['user.email']?.key === 'validation.unique') throw new EntryFlowError('validation.uniqueEntryEmail', {}, problems)
        if (Object.keys(problems).length) throw new EntryFlowError('entries.checkEntry', {}, problems)
        const statuses = await ports.validateEmails(state.event.id, [email])
        store.dispatch({ type: 'email-status', statuses })
        if (statuses[email] === false) {
          throw new EntryFlowError('entries.alreadyEnteredEmail', { email }, { 'user.email': { key: 'validation.unique' } })
        }
        const line = entryLine(entryId)
        if (!line) throw new EntryFlowError('entries.noExistingEntry')
        return ports.changeCart({ lineItems: { [line.id]: { options: optionsFor(draft) } } })
      })
    },

    /**
     * Saves the team draft onto every line of the team, and its bulk places (spec §4): one adult and
     * one child line flagged bulk, their quantities the team's counts, updated if present.
     */
    saveTeam(bulkVariants: Partial<Record<EntryType, number>>) {
      return run('saving-team', async () => {
        const { team, event, entries } = store.state()
        if (!team) throw new EntryFlowError('entries.noExistingEntry')
        const problems = teamProblems(team, event, entries.length)
        if (Object.keys(problems).length) throw new EntryFlowError('entries.checkTeam', {}, problems)
        // Refused here, at step 1, rather than at the Pay button five steps later.
        if (await ports.teamNameTaken(event.id, team.name.trim())) throw new EntryFlowError('entries.teamNameTaken', {}, { name: { key: 'entries.teamNameTaken' } })
        const lines = ports.lines()
        const lineItems: NonNullable<CartChange['lineItems']> = {}
        const adds: NonNullable<CartChange['add']>[] = []
        for (const line of lines.filter((l) => isEntryLine(l) && l.options.entryPath === 'create-team')) {
          lineItems[line.id] = { options: { ...line.options, ...teamOptions(team) } }
        }
        for (const kind of ['adult', 'child'] as const) {
          const qty = kind === 'adult' ? team.adultEntries : team.childEntries
          const present = lines.find((l) => isBulkLine(l) && l.options[kind === 'adult' ? 'bulkAdult' : 'bulkChild'] === true)
          if (present) lineItems[present.id] = qty > 0 ? { qty, options: bulkLineOptions(kind, team) } : { remove: true }
          else if (qty > 0) {
            const variantId = bulkVariants[kind]
            if (!variantId) throw new EntryFlowError('entries.noEntryTypes')
            adds.push({ purchasableId: variantId, qty, options: bulkLineOptions(kind, team) })
          }
        }
        // update-cart takes one add per request: a second new bulk line follows in its own request.
        let after = await ports.changeCart({ lineItems, ...(adds[0] ? { add: adds[0] } : {}) })
        if (adds[1]) {
          rebuilt(after)
          after = await ports.changeCart({ add: adds[1] })
        }
        return after
      })
    },

    /** Whether the event already has a team of this name (case and accents aside). */
    teamNameTaken(name: string) {
      return ports.teamNameTaken(store.state().event.id, name.trim())
    },

    /** Spec §4: removes every entry and bulk line, then forgets the entries, team, type, statuses and team to join. */
    cancel() {
      return run('cancelling', async () => {
        const owned = ports.lines().filter(belongsToEntries)
        const lines = owned.length ? await ports.changeCart({ lineItems: Object.fromEntries(owned.map((l) => [l.id, { remove: true }])) }) : null
        store.dispatch({ type: 'reset' })
        return lines && lines.some(belongsToEntries) ? lines : null
      })
    },

    /** Spec §4: after the order, the same reset without removing lines. */
    complete() {
      store.dispatch({ type: 'reset' })
    },
  }
}

export type EntryFlowService = ReturnType<typeof entryFlowService>
