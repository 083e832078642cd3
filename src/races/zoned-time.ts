/** Wall-clock times in an IANA time zone, with no library: Intl knows every zone's offsets. */

const DAY_MS = 24 * 60 * 60_000
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    formatters.set(timeZone, f)
  }
  return f
}

/** The zone's offset from UTC at `instant`, in minutes (Berlin in summer: 120). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of formatter(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

/** The wall-clock day (YYYY-MM-DD) and time (HH:mm) of `instant` in the zone. */
export function wallClock(instant: Date, timeZone: string): { day: string; time: string } {
  const local = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000).toISOString()
  return { day: local.slice(0, 10), time: local.slice(11, 16) }
}

/**
 * The instant a wall clock in the zone shows `day` at `time`. A time the clocks skip (spring
 * forward) is read with the offset before the change, so it lands just after the gap; a time they
 * show twice (fall back) is the first of the two.
 */
export function instantOf(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  const naive = Date.UTC(y, m - 1, d, hh, mm)
  // The offsets a day either side bracket a change; the one in force before it is tried first.
  const before = offsetMinutes(new Date(naive - DAY_MS), timeZone)
  const after = offsetMinutes(new Date(naive + DAY_MS), timeZone)
  for (const offset of [before, after]) {
    const candidate = new Date(naive - offset * 60_000)
    if (offsetMinutes(candidate, timeZone) === offset) return candidate
  }
  return new Date(naive - before * 60_000)
}
