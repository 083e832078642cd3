import { createEvent } from 'ics'

export type RaceInvite = {
  /** Stable per entry: a second invite updates the first in the runner's calendar. */
  uid: string
  title: string
  /** Already in the runner's language, the window's times on their own clock included. */
  description: string
  opensAt: Date
  closesAt: Date
  url: string
}

const utcParts = (date: Date): [number, number, number, number, number] => [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()]

/**
 * The race window as an iCalendar invite. Its times are exact instants (UTC), so every calendar
 * shows them on its owner's clock; the description names them on the entrant's race clock too.
 */
export function raceInvite(invite: RaceInvite): string {
  const { error, value } = createEvent({
    uid: invite.uid,
    title: invite.title,
    description: invite.description,
    start: utcParts(invite.opensAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(invite.closesAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    url: invite.url,
    productId: 'milepost/races',
    status: 'CONFIRMED',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
  })
  if (error || !value) throw error ?? new Error('The invite could not be made')
  return value
}
