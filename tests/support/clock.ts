import { vi } from 'vitest'

/** Sets the clock the race rules read (timers stay real: the database needs them); `afterEach(realClock)` puts it back. */
export function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(iso))
}

export const realClock = () => vi.useRealTimers()
