import { createHash } from 'node:crypto'
import type { FinishFacts } from './finish'
import { cardName, shortened } from './finish'
import type { Race } from './race'

/** What a share card says, cut to the card's room and to the letters its font can draw. */
export type ShareCard = {
  label: string
  name: string
  event: string
  distance: { label: string; value: string }
  time: { label: string; value: string }
}

export type CardWords = { label: string; distanceLabel: string; timeLabel: string }

/** Bounds on what one card draws, so that no name or title makes it costly or overflow. */
export const CARD_LIMITS = { name: 32, event: 60, label: 24 } as const

/**
 * A finished race's card: the runner's first name (their full name when they gave none), the
 * event, the distance and the time. Letters the font lacks (an emoji, a script it does not
 * write) are left out rather than fetched from anywhere.
 */
export function shareCard(race: Pick<Race, 'runner' | 'event'>, facts: FinishFacts, words: CardWords, drawable: (codePoint: number) => boolean): ShareCard {
  const keep = (text: string, max: number) =>
    shortened(
      Array.from(text)
        .filter((c) => c === ' ' || drawable(c.codePointAt(0)!))
        .join('')
        .replace(/\s+/g, ' '),
      max,
    )
  return {
    label: keep(words.label, CARD_LIMITS.label),
    name: keep(cardName(race.runner, 200), CARD_LIMITS.name),
    event: keep(race.event.title, CARD_LIMITS.event),
    distance: { label: keep(words.distanceLabel, CARD_LIMITS.label), value: keep(facts.distance, 20) },
    time: { label: keep(words.timeLabel, CARD_LIMITS.label), value: keep(facts.time, 20) },
  }
}

/** The card's size on screen, by the length of the name: a short name large, a long one smaller. */
export const nameSize = (name: string) => (Array.from(name).length <= 12 ? 96 : Array.from(name).length <= 20 ? 72 : 52)

/** A fingerprint of everything a card shows (and of its look's version): the same card, the same tag. */
export const cardTag = (card: ShareCard, picture: string | null, version = 1) =>
  `"${createHash('sha256')
    .update(JSON.stringify([version, card, picture]))
    .digest('base64url')
    .slice(0, 27)}"`
