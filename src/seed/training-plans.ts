import type { FivePrices } from './prices'
import type { SessionKind } from '../training/schedule'

/** A session of a seeded plan, before its words (notes by kind, from the catalogue texts). */
export type SeedSession = { day: number; kind: SessionKind; distanceKm?: number; durationMinutes?: number }
export type SeedPhase = 'base' | 'build' | 'peak' | 'taper' | 'race'
export type SeedWeek = { phase: SeedPhase; sessions: SeedSession[] }

const phaseOf = (week: number, weeks: number): SeedPhase => {
  if (week === weeks) return 'race'
  if (week > weeks - 2) return 'taper'
  if (week <= Math.ceil(weeks * 0.3)) return 'base'
  if (week <= Math.ceil(weeks * 0.7)) return 'build'
  return 'peak'
}

const round = (n: number) => Math.round(n * 2) / 2
const grow = (from: number, to: number, week: number, weeks: number) => round(from + ((to - from) * (week - 1)) / Math.max(1, weeks - 3))

/** Weeks of a plan from its shape: the last week ends with the race, the two before it ease off. */
function buildWeeks(weeks: number, week: (n: number, phase: SeedPhase) => SeedSession[]): SeedWeek[] {
  return Array.from({ length: weeks }, (_, i) => {
    const phase = phaseOf(i + 1, weeks)
    return { phase, sessions: week(i + 1, phase) }
  })
}

export const seedSchedules: Record<string, SeedWeek[]> = {
  'first-5k': buildWeeks(8, (n, phase) => [
    { day: 2, kind: 'easy', durationMinutes: 20 + 2 * n },
    { day: 4, kind: phase === 'base' ? 'easy' : 'intervals', durationMinutes: 25 + 2 * n },
    phase === 'race' ? { day: 7, kind: 'race', distanceKm: 5 } : { day: 6, kind: 'long', distanceKm: grow(2.5, 5, n, 8) },
  ]),
  'faster-10k': buildWeeks(10, (n, phase) => [
    { day: 1, kind: 'easy', distanceKm: grow(6, 8, n, 10) },
    { day: 3, kind: 'intervals', durationMinutes: phase === 'taper' || phase === 'race' ? 35 : 45 + n },
    { day: 5, kind: phase === 'race' ? 'recovery' : 'tempo', distanceKm: phase === 'race' ? 4 : grow(5, 9, n, 10) },
    phase === 'race' ? { day: 7, kind: 'race', distanceKm: 10 } : { day: 7, kind: 'long', distanceKm: phase === 'taper' ? 10 : grow(10, 16, n, 10) },
  ]),
  'first-marathon': buildWeeks(16, (n, phase) => [
    { day: 1, kind: 'easy', distanceKm: grow(6, 10, n, 16) },
    { day: 2, kind: phase === 'base' ? 'cross' : 'intervals', durationMinutes: 45 },
    { day: 4, kind: 'tempo', distanceKm: phase === 'race' ? 5 : grow(6, 12, n, 16) },
    { day: 5, kind: 'recovery', distanceKm: 5 },
    phase === 'race' ? { day: 7, kind: 'race', distanceKm: 42.2 } : { day: 7, kind: 'long', distanceKm: phase === 'taper' ? (n === 14 ? 24 : 16) : grow(14, 32, n, 16) },
  ]),
}

/** Prices of the paid demo plans in the five currencies; a plan not listed is free. */
export const seedPlanPrices: Record<string, FivePrices> = {
  'faster-10k': { GBP: 1900, EUR: 2200, SEK: 22900, CAD: 3400, MXN: 47900 },
  'first-marathon': { GBP: 3900, EUR: 4500, SEK: 46900, CAD: 6900, MXN: 99900 },
}
