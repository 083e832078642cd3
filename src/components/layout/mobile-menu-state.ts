/** Spec §9: resize debounce and the closing animation of the mobile menu. */
export const RESIZE_DEBOUNCE_MS = 200
export const CLOSING_ANIMATION_MS = 600

export type MobileMenuState = { phase: 'closed' | 'open' | 'closing'; openSections: string[] }
export type MobileMenuAction = { type: 'open' } | { type: 'close' } | { type: 'closed' } | { type: 'toggle-section'; id: string }

export const initialMobileMenu: MobileMenuState = { phase: 'closed', openSections: [] }

export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'open':
      return { phase: 'open', openSections: state.phase === 'closing' ? [] : state.openSections }
    case 'close':
      return state.phase === 'open' ? { ...state, phase: 'closing' } : state
    case 'closed':
      return state.phase === 'closing' ? initialMobileMenu : state
    case 'toggle-section':
      if (state.phase !== 'open') return state
      return {
        ...state,
        openSections: state.openSections.includes(action.id) ? state.openSections.filter((id) => id !== action.id) : [...state.openSections, action.id],
      }
  }
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const debounced = (...args: A) => {
    clearTimeout(timer)
    timer = setTimeout(() => fn(...args), ms)
  }
  debounced.cancel = () => clearTimeout(timer)
  return debounced
}
