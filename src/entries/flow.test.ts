import { describe, expect, it } from 'vitest'
import { ADULT, CAP, CHILD, flowOverMemoryCart, relay, TEE } from './fixtures.test-support'
import { entryFlowReducer, initialEntryFlow } from './flow'
import type { EntryCartLine } from './model'
import { EntryFlowError } from './service'

const ada = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }

describe('choosing a path starts the drafts, and entries are rebuilt from the cart’s lines (E6 E8)', () => {
  it('individual: one blank entry prefilled from the app user, with the event’s defaults', () => {
    const state = entryFlowReducer(initialEntryFlow(relay), { type: 'choose-path', entryPath: 'individual', newId: 'e1', appUser: ada })
    expect(state.entryPath).toBe('individual')
    expect(state.team).toBeNull()
    expect(state.entries).toEqual([
      {
        id: 'e1',
        entryPath: 'individual',
        entryVariantId: null,
        entryType: null,
        merch: [],
        user: ada,
        config: { distance: null, timezone: 'Europe/London', groupId: null, timeboxedStartDate: '2027-01-10', timeboxedStartTime: '00:00', noMedal: false },
      },
    ])
  })

  it('create-team starts a team draft with an empty name and the defaults', () => {
    const state = entryFlowReducer(initialEntryFlow(relay), { type: 'choose-path', entryPath: 'create-team', newId: 'e1', appUser: null })
    expect(state.team).toEqual({
      name: '',
      config: { distance: null, timezone: 'Europe/London', groupId: null, timeboxedStartDate: '2027-01-10', timeboxedStartTime: '00:00', noMedal: false },
      adultEntries: 0,
      childEntries: 0,
      emblem: null,
    })
    expect(state.entries[0]!.user).toEqual({ email: '', firstName: '', lastName: '' })
  })

  it('rebuilds entries, their merch, the team and the team to join from the cart’s lines', () => {
    const lines: EntryCartLine[] = [
      {
        id: 1,
        purchasableId: ADULT,
        qty: 1,
        kind: 'entry',
        options: {
          entryId: 'a',
          entryPath: 'create-team',
          entryType: 'adult',
          email: 'ada@example.com',
          firstName: 'Ada',
          lastName: 'L',
          distance: 'd10',
          noMedal: true,
          teamName: 'Les Gazelles',
          teamDistance: 'dhalf',
          teamAdultEntries: 2,
          teamChildEntries: 1,
          teamEmblem: 'bolt',
        },
      },
      { id: 2, purchasableId: TEE, qty: 1, kind: 'merch', options: { entryId: 'a' } },
      { id: 3, purchasableId: CHILD, qty: 1, kind: 'entry', options: { entryId: 'b', entryPath: 'create-team', entryType: 'child', email: 'kid@example.com', firstName: 'Kid', lastName: 'L' } },
      { id: 4, purchasableId: ADULT, qty: 2, kind: 'entry', options: { entryPath: 'create-team', bulkAdult: true, teamName: 'Les Gazelles' } },
      { id: 5, purchasableId: CAP, qty: 1, kind: 'merch', options: {} },
    ]
    const state = entryFlowReducer(initialEntryFlow(relay), { type: 'cart-changed', lines, appUser: ada, newId: 'new' })
    expect(state.entryPath).toBe('create-team')
    expect(state.entries.map((e) => [e.id, e.entryType, e.entryVariantId, e.user.email, e.merch])).toEqual([
      ['a', 'adult', ADULT, 'ada@example.com', [{ id: TEE, qty: 1 }]],
      ['b', 'child', CHILD, 'kid@example.com', []],
    ])
    expect(state.entries[0]!.config).toMatchObject({ distance: 'd10', noMedal: true, timezone: 'Europe/London' })
    expect(state.team).toMatchObject({ name: 'Les Gazelles', config: { distance: 'dhalf' }, adultEntries: 2, childEntries: 1, emblem: 'bolt' })

    const joining = entryFlowReducer(initialEntryFlow(relay), {
      type: 'cart-changed',
      lines: [{ id: 9, purchasableId: ADULT, qty: 1, kind: 'entry', options: { entryId: 'j', entryPath: 'join-team', teamToJoin: 42 } }],
      appUser: null,
      newId: 'x',
    })
    expect(joining.teamToJoin).toEqual({ id: 42, name: '' })
  })

  it('with no entry lines, adds one blank entry prefilled from the app user; typed values survive a rebuild', () => {
    let state = entryFlowReducer(initialEntryFlow(relay), { type: 'choose-path', entryPath: 'individual', newId: 'e1', appUser: ada })
    state = entryFlowReducer(state, { type: 'edit-entry', id: 'e1', user: { firstName: 'Augusta' }, config: { distance: 'dhalf' } })
    state = entryFlowReducer(state, { type: 'cart-changed', lines: [], appUser: ada, newId: 'e2' })
    expect(state.entries.map((e) => [e.id, e.user.firstName, e.config.distance])).toEqual([['e1', 'Augusta', 'dhalf']])

    const empty = entryFlowReducer({ ...initialEntryFlow(relay), entryPath: 'individual' }, { type: 'cart-changed', lines: [], appUser: ada, newId: 'e9' })
    expect(empty.entries.map((e) => [e.id, e.user])).toEqual([['e9', ada]])
  })
})

describe('each entry operation shows its own loading label, then returns to idle (E7)', () => {
  it('a failure returns to idle and keeps the error; a new operation clears it', () => {
    let state = entryFlowReducer(initialEntryFlow(relay), { type: 'loading', label: 'saving-entry-e1' })
    expect(state.loading).toBe('saving-entry-e1')
    const error = new Error('nope')
    state = entryFlowReducer(state, { type: 'failed', error })
    expect(state).toMatchObject({ loading: 'idle', error })
    expect(entryFlowReducer(state, { type: 'loading', label: 'removing-entry-e1' })).toMatchObject({ loading: 'removing-entry-e1', error: null })
  })

  it('each operation shows its own label, in the spec’s words, then returns to idle', async () => {
    const flow = flowOverMemoryCart()
    flow.start('individual')
    const id = flow.state().entries[0]!.id
    await flow.service.changeEntryType(id, ADULT, 'adult')
    await flow.service.addEntryMerch(id, TEE)
    await flow.service.removeEntryMerch(id, TEE)
    flow.dispatch({ type: 'edit-entry', id, config: { distance: 'd10' } })
    await flow.service.saveEntry(id)
    await flow.service.removeEntry(id)
    expect(flow.labels).toEqual([`loading-entry-${id}-type-${ADULT}`, `adding-entry-merch-${id}-${TEE}`, `removing-entry-merch-${id}-${TEE}`, `saving-entry-${id}`, `removing-entry-${id}`])
    expect(flow.state().loading).toBe('idle')
  })

  it('a refused cart change returns to idle and passes the error on', async () => {
    const flow = flowOverMemoryCart()
    flow.start('individual')
    const id = flow.state().entries[0]!.id
    flow.control.refuse = new Error('Unable to update cart')
    await expect(flow.service.changeEntryType(id, ADULT, 'adult')).rejects.toThrow('Unable to update cart')
    expect(flow.state()).toMatchObject({ loading: 'idle', error: flow.control.refuse })
    expect(flow.lines()).toEqual([])
  })
})

describe('changing an entry’s type swaps its line in one request (E9)', () => {
  it('adds a line for the first type; then removes the old line and adds the new one in one request', async () => {
    const flow = flowOverMemoryCart()
    flow.start('individual')
    const id = flow.state().entries[0]!.id
    await flow.service.changeEntryType(id, ADULT, 'adult')
    expect(flow.lines()).toEqual([
      {
        id: 1,
        purchasableId: ADULT,
        qty: 1,
        options: {
          entryId: id,
          entryPath: 'individual',
          entryType: 'adult',
          email: 'ada@example.com',
          firstName: 'Ada',
          lastName: 'Lovelace',
          timezone: 'Europe/London',
          timeboxedStartDate: '2027-01-10',
          timeboxedStartTime: '00:00',
        },
      },
    ])
    await flow.service.changeEntryType(id, CHILD, 'child')
    expect(flow.requests.at(-1)).toMatchObject({ add: { purchasableId: CHILD, qty: 1, options: { entryType: 'child' } }, lineItems: { 1: { remove: true } } })
    expect(flow.lines().map((l) => [l.purchasableId, l.options.entryType])).toEqual([[CHILD, 'child']])
    expect(flow.state().entries[0]).toMatchObject({ id, entryType: 'child', entryVariantId: CHILD })
  })

  it('choosing the type it already has sends nothing', async () => {
    const flow = flowOverMemoryCart()
    flow.start('individual')
    const id = flow.state().entries[0]!.id
    await flow.service.changeEntryType(id, ADULT, 'adult')
    await flow.service.changeEntryType(id, ADULT, 'adult')
    expect(flow.requests).toHaveLength(1)
  })
})

describe('merch is tied to its entry and leaves with it (E10)', () => {
  it('adds merch tied to the entry unless it already has it; removing the entry removes all its lines', async () => {
    const flow = flowOverMemoryCart()
    flow.start('create-team')
    const [first] = flow.state().entries
    flow.dispatch({ type: 'add-entry', id: 'm2', entryPath: 'create-team' })
    await flow.service.changeEntryType(first!.id, ADULT, 'adult')
    await flow.service.changeEntryType('m2', CHILD, 'child')
    await flow.service.addEntryMerch(first!.id, TEE)
    await flow.service.addEntryMerch(first!.id, TEE)
    await flow.service.addEntryMerch('m2', TEE)
    expect(
      flow
        .lines()
        .filter((l) => l.purchasableId === TEE)
        .map((l) => [l.qty, l.options]),
    ).toEqual([
      [1, { entryId: first!.id }],
      [1, { entryId: 'm2' }],
    ])
    expect(flow.state().entries.find((e) => e.id === first!.id)!.merch).toEqual([{ id: TEE, qty: 1 }])

    await flow.service.removeEntry(first!.id)
    expect(flow.lines().map((l) => l.options.entryId)).toEqual(['m2', 'm2'])
    expect(flow.state().entries.map((e) => e.id)).toEqual(['m2'])
  })

  it('a team member not yet in the cart is simply dropped', async () => {
    const flow = flowOverMemoryCart()
    flow.start('create-team')
    flow.dispatch({ type: 'add-entry', id: 'm2', entryPath: 'create-team' })
    await flow.service.removeEntry('m2')
    expect(flow.requests).toHaveLength(0)
    expect(flow.state().entries).toHaveLength(1)
  })
})

describe('saving an entry checks its fields and its email, with the server, before saving (E13 E14)', () => {
  async function entered(taken: string[] = []) {
    const flow = flowOverMemoryCart({ taken })
    flow.start('create-team')
    const id = flow.state().entries[0]!.id
    await flow.service.changeEntryType(id, ADULT, 'adult')
    flow.dispatch({ type: 'edit-entry', id, user: { email: '  Ada@Example.COM ' }, config: { distance: 'dhalf', timeboxedStartDate: '2027-02-01', timeboxedStartTime: '07:15' } })
    return { flow, id }
  }

  it('lower-cases the email, checks it with the server, then saves the options on its line', async () => {
    const { flow, id } = await entered()
    await flow.service.saveEntry(id)
    expect(flow.validated).toEqual([['ada@example.com']])
    expect(flow.state().emailStatus).toEqual({ 'ada@example.com': true })
    expect(flow.lines()[0]!.options).toMatchObject({ email: 'ada@example.com', distance: 'dhalf', timeboxedStartDate: '2027-02-01', timeboxedStartTime: '07:15' })
    expect(flow.state().entries[0]!.user.email).toBe('ada@example.com')
  })

  it("refuses an email that already entered: 'Invalid entry: {email} has already entered the event'", async () => {
    const { flow, id } = await entered(['ada@example.com'])
    const failure = await flow.service.saveEntry(id).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(EntryFlowError)
    expect(failure).toMatchObject({ key: 'entries.alreadyEnteredEmail', values: { email: 'ada@example.com' } })
    expect(flow.state()).toMatchObject({ loading: 'idle', error: failure, emailStatus: { 'ada@example.com': false } })
    expect(flow.lines()[0]!.options.distance).toBeUndefined()
  })

  it('refuses a second entry with the same email before asking the server', async () => {
    const { flow, id } = await entered()
    await flow.service.saveEntry(id)
    flow.dispatch({ type: 'add-entry', id: 'm2', entryPath: 'create-team' })
    await flow.service.changeEntryType('m2', ADULT, 'adult')
    flow.dispatch({ type: 'edit-entry', id: 'm2', user: { email: 'ADA@example.com', firstName: 'Twin', lastName: 'L' }, config: { distance: 'd10' } })
    const failure = await flow.service.saveEntry('m2').catch((e: unknown) => e)
    expect(failure).toMatchObject({ key: 'validation.uniqueEntryEmail', problems: { 'user.email': { key: 'validation.unique' } } })
    expect(flow.validated).toHaveLength(1)
  })

  it('refuses missing fields with their problems, and a date outside the event', async () => {
    const { flow, id } = await entered()
    flow.dispatch({ type: 'edit-entry', id, user: { firstName: '' }, config: { timeboxedStartDate: '2027-03-05' } })
    const failure = await flow.service.saveEntry(id).catch((e: unknown) => e)
    expect(failure).toMatchObject({
      key: 'entries.checkEntry',
      problems: { 'user.firstName': { key: 'validation.required' }, 'config.timeboxedStartDate': { key: 'validation.dateBefore', values: { date: '2027-02-28' } } },
    })
  })

  it("an entry that is no longer there: 'No existing entry found'", async () => {
    const flow = flowOverMemoryCart()
    flow.start('individual')
    await expect(flow.service.saveEntry('ghost')).rejects.toMatchObject({ key: 'entries.noExistingEntry' })
  })
})

describe('a team’s extra places are kept as bulk adult and child lines (E11)', () => {
  async function team() {
    const flow = flowOverMemoryCart()
    flow.start('create-team')
    const id = flow.state().entries[0]!.id
    await flow.service.changeEntryType(id, ADULT, 'adult')
    flow.dispatch({ type: 'edit-team', team: { name: 'Les Gazelles', adultEntries: 2, childEntries: 1, emblem: 'bolt' }, config: { distance: 'd10' } })
    return { flow, id }
  }

  it('one adult and one child line flagged bulk, quantities from the team’s counts; the team is saved on every team line', async () => {
    const { flow } = await team()
    await flow.service.saveTeam({ adult: ADULT, child: CHILD })
    const bulk = flow.lines().filter((l) => l.options.bulkAdult || l.options.bulkChild)
    expect(bulk.map((l) => [l.purchasableId, l.qty, l.options.bulkAdult ?? false, l.options.bulkChild ?? false])).toEqual([
      [ADULT, 2, true, false],
      [CHILD, 1, false, true],
    ])
    expect(flow.lines().every((l) => l.options.teamName === 'Les Gazelles')).toBe(true)
    expect(flow.lines()[0]!.options).toMatchObject({ teamDistance: 'd10', teamAdultEntries: 2, teamChildEntries: 1, teamEmblem: 'bolt' })
  })

  it('updates the bulk lines when present, and removes one whose count falls to zero', async () => {
    const { flow } = await team()
    await flow.service.saveTeam({ adult: ADULT, child: CHILD })
    flow.dispatch({ type: 'edit-team', team: { adultEntries: 3, childEntries: 0, name: 'Les Gazelles Rapides' } })
    await flow.service.saveTeam({ adult: ADULT, child: CHILD })
    const bulk = flow.lines().filter((l) => l.options.bulkAdult || l.options.bulkChild)
    expect(bulk.map((l) => [l.id, l.qty, l.options.teamName])).toEqual([[2, 3, 'Les Gazelles Rapides']])
  })

  it('the team’s distance and start reach the captain’s entry and the members’, unless they chose their own', async () => {
    const flow = flowOverMemoryCart()
    flow.start('create-team')
    const captain = flow.state().entries[0]!.id
    flow.dispatch({ type: 'edit-team', team: { name: 'Gazelles' }, config: { distance: 'd10', timezone: 'Europe/Paris' } })
    expect(flow.state().entries[0]!.config).toMatchObject({ distance: 'd10', timezone: 'Europe/Paris' })
    flow.dispatch({ type: 'edit-entry', id: captain, config: { distance: 'dhalf' } })
    flow.dispatch({ type: 'edit-team', team: {}, config: { distance: 'd10', timezone: 'Europe/Berlin' } })
    expect(flow.state().entries[0]!.config).toMatchObject({ distance: 'dhalf', timezone: 'Europe/Berlin' })
    expect(flow.state().team!.config).toMatchObject({ distance: 'd10', timezone: 'Europe/Berlin' })
  })

  it('a team too big for the event, or without a name, is refused with its fields', async () => {
    const { flow } = await team()
    flow.dispatch({ type: 'edit-team', team: { name: '', adultEntries: 9 } })
    await expect(flow.service.saveTeam({ adult: ADULT, child: CHILD })).rejects.toMatchObject({
      key: 'entries.checkTeam',
      problems: { name: { key: 'validation.required' }, adultEntries: { key: 'entries.teamTooBig', values: { count: 6 } } },
    })
    expect(flow.lines().some((l) => l.options.bulkAdult)).toBe(false)
  })
})

describe('cancelling or completing the flow resets it; only cancelling removes the entry lines (E12)', () => {
  async function inProgress() {
    const flow = flowOverMemoryCart({ lines: [{ id: 50, purchasableId: CAP, qty: 2, options: {} }] })
    flow.start('create-team')
    const id = flow.state().entries[0]!.id
    await flow.service.changeEntryType(id, ADULT, 'adult')
    await flow.service.addEntryMerch(id, TEE)
    flow.dispatch({ type: 'edit-team', team: { name: 'Gazelles', adultEntries: 1 }, config: { distance: 'd10' } })
    await flow.service.saveTeam({ adult: ADULT, child: CHILD })
    flow.dispatch({ type: 'email-status', statuses: { 'ada@example.com': true } })
    return flow
  }

  it('cancel removes every entry, entry-merch and bulk line (not other kit), then clears entries, team, type, statuses and team to join', async () => {
    const flow = await inProgress()
    await flow.service.cancel()
    expect(flow.lines()).toEqual([{ id: 50, purchasableId: CAP, qty: 2, options: {} }])
    expect(flow.state()).toMatchObject({ entryPath: null, entries: [], team: null, teamToJoin: null, emailStatus: {}, loading: 'idle' })
  })

  it('complete makes the same reset and leaves the lines for the order', async () => {
    const flow = await inProgress()
    const before = flow.lines()
    flow.service.complete()
    expect(flow.lines()).toBe(before)
    expect(flow.state()).toMatchObject({ entryPath: null, entries: [], team: null, teamToJoin: null, emailStatus: {} })
  })
})

describe('joining a team keeps the team on the joiner’s line and starts from its settings (Y5)', () => {
  const gazelles = { id: 42, name: 'Les Gazelles', settings: { distance: 'dhalf', timezone: 'Europe/Berlin', timeboxedStartDate: '2027-01-16', timeboxedStartTime: '07:30' } }

  it('joining puts the place in the basket with the team and its settings; a reload rebuilds both from the line', async () => {
    const flow = flowOverMemoryCart()
    flow.start('join-team')
    await flow.service.joinTeam(gazelles, { id: ADULT, entryType: 'adult' })
    const [line] = flow.lines()
    expect(line).toMatchObject({
      purchasableId: ADULT,
      options: { entryPath: 'join-team', teamToJoin: 42, teamName: 'Les Gazelles', distance: 'dhalf', timezone: 'Europe/Berlin', timeboxedStartDate: '2027-01-16', timeboxedStartTime: '07:30' },
    })

    // A phone drops the tab: a new flow over the same basket.
    const reloaded = flowOverMemoryCart({ lines: flow.lines() })
    reloaded.start('join-team')
    expect(reloaded.state().teamToJoin).toEqual({ id: 42, name: 'Les Gazelles' })
    expect(reloaded.state().entries[0]!.config).toMatchObject({ distance: 'dhalf', timezone: 'Europe/Berlin', timeboxedStartDate: '2027-01-16', timeboxedStartTime: '07:30' })
    reloaded.dispatch({ type: 'team-known', team: gazelles })
    expect(reloaded.state().teamToJoin).toEqual(gazelles)
  })

  it('joining another team moves the existing line to it', async () => {
    const flow = flowOverMemoryCart()
    flow.start('join-team')
    await flow.service.joinTeam(gazelles, { id: ADULT, entryType: 'adult' })
    await flow.service.joinTeam(
      { id: 43, name: 'Owls', settings: { distance: 'd10', timezone: 'Europe/Oslo', timeboxedStartDate: null, timeboxedStartTime: '00:00' } },
      { id: ADULT, entryType: 'adult' },
    )
    expect(flow.lines()).toHaveLength(1)
    expect(flow.lines()[0]!.options).toMatchObject({ teamToJoin: 43, teamName: 'Owls', distance: 'd10', timezone: 'Europe/Oslo' })
  })
})

describe('new drafts start in the entrant’s own time zone', () => {
  it('the browser’s zone, for entries and a new team alike', () => {
    const flow = flowOverMemoryCart({ timezone: 'America/Toronto' })
    flow.start('create-team')
    expect(flow.state().entries[0]!.config.timezone).toBe('America/Toronto')
    expect(flow.state().team!.config.timezone).toBe('America/Toronto')
    flow.dispatch({ type: 'add-entry', id: 'm2', entryPath: 'create-team' })
    expect(flow.state().entries[1]!.config.timezone).toBe('America/Toronto')
  })
})

describe('a team name the event already has is refused when the team is saved, at step 1', () => {
  it('refuses with the name field at fault, and nothing goes into the basket', async () => {
    const flow = flowOverMemoryCart({ takenTeamNames: ['Les Gazelles'] })
    flow.start('create-team')
    flow.dispatch({ type: 'edit-team', team: { name: ' Les Gazelles ', adultEntries: 1 }, config: { distance: 'd10' } })
    await expect(flow.service.saveTeam({ adult: ADULT, child: CHILD })).rejects.toMatchObject({ key: 'entries.teamNameTaken', problems: { name: { key: 'entries.teamNameTaken' } } })
    expect(flow.lines()).toEqual([])
  })
})
