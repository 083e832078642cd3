import { type EntryFlowAction, type EntryFlowState, entryFlowReducer } from '../../entries/flow'

/**
 * The entry flow's state outside React, so the flow's operations read what the last action wrote at
 * once (React state only updates on the next render); components follow it with useSyncExternalStore.
 */
export function createFlowStore(initial: EntryFlowState) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    state: () => state,
    dispatch(action: EntryFlowAction) {
      state = entryFlowReducer(state, action)
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type FlowStore = ReturnType<typeof createFlowStore>
