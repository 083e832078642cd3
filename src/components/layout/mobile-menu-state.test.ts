import { afterEach, describe, expect, it, vi } from 'vitest'
import { debounce, initialMobileMenu, mobileMenuReducer as reduce } from './mobile-menu-state'

describe('the mobile menu opens, expands sections on tap and closes through a closing phase (L9)', () => {
  it('opens, expands sections on tap and collapses them on a second tap', () => {
    let s = reduce(initialMobileMenu, { type: 'open' })
    s = reduce(s, { type: 'toggle-section', id: 'events' })
    s = reduce(s, { type: 'toggle-section', id: 'shop' })
    expect(s).toEqual({ phase: 'open', openSections: ['events', 'shop'] })
    expect(reduce(s, { type: 'toggle-section', id: 'events' }).openSections).toEqual(['shop'])
  })

  it('runs a closing phase and clears open sections when it ends', () => {
    let s = reduce(reduce(initialMobileMenu, { type: 'open' }), { type: 'toggle-section', id: 'events' })
    s = reduce(s, { type: 'close' })
    expect(s).toEqual({ phase: 'closing', openSections: ['events'] })
    expect(reduce(s, { type: 'toggle-section', id: 'shop' })).toBe(s)
    expect(reduce(s, { type: 'closed' })).toEqual(initialMobileMenu)
  })

  it('ignores close when already closed', () => {
    expect(reduce(initialMobileMenu, { type: 'close' })).toBe(initialMobileMenu)
  })
})

describe('debounce', () => {
  afterEach(() => vi.useRealTimers())

  it('calls once after the quiet period', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const d = debounce(fn, 200)
    d()
    vi.advanceTimersByTime(150)
    d()
    vi.advanceTimersByTime(199)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
