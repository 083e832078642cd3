/**
 * Where an event stands today, in the races' words (site-api `status`): not yet started, under way
 * (its window is open now, from the first day's start to the end of its last day) or finished.
 * Days are counted in UTC: an entrant's own clock only matters for their race (src/races/window.ts).
 */
export type EventState = 'upcoming' | 'open' | 'finished'

export function eventState(event: { start: string; end: string }, now: Date): EventState {
  const today = now.toISOString().slice(0, 10)
  if (today < event.start.slice(0, 10)) return 'upcoming'
  if (today > event.end.slice(0, 10)) return 'finished'
  return 'open'
}

/** The home page's lists: events under way, then the next ones to start. */
export function eventsByState<E extends { start: string; end: string }>(events: E[], now: Date) {
  return {
    open: events.filter((e) => eventState(e, now) === 'open'),
    upcoming: events.filter((e) => eventState(e, now) === 'upcoming'),
  }
}
