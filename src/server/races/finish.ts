import 'server-only'
import { runnerUnit } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import { getTranslator } from '../../i18n/server-translator'
import { isDomainError } from '../../lib/errors'
import { getPayloadClient } from '../payload'
import { finishFacts } from '../../races/finish'
import type { Race } from '../../races/race'
import { cardTag, shareCard } from '../../races/share-card'
import { documentFontFiles } from '../../lib/pdf/fonts'
import { finishMedia, pictureBytes } from './finish-media'
import { shareCardPng } from './share-card-image'
import { races } from './site'

/** The runner's own finished race, with its pictures; null for anyone else's, or a race not finished. */
export async function ownFinish(customerId: number, entryId: number, locale: Locale) {
  const race: Race | null = await (await races()).race(customerId, entryId, locale).catch((error: unknown) => {
    if (isDomainError(error, 'not_found')) return null
    throw error
  })
  if (!race?.finishedAt) return null
  // Pictures are a nicety: a finish without them is still the runner's finish.
  const media = await finishMedia(await getPayloadClient(), race.event.id, locale).catch(() => ({ event: null, medal: null }))
  return { race, facts: finishFacts(race, locale, runnerUnit(race.runner.unit, locale)), media }
}

/**
 * The share card as a PNG for its runner. Its tag follows what it shows, so the browser asks
 * again with it and gets a 304 until the name, the finish or the picture changes.
 */
export async function shareCardResponse(customerId: number, entryId: number, locale: Locale, ifNoneMatch: string | null, mayDraw: () => Promise<boolean>): Promise<Response | null> {
  const finish = await ownFinish(customerId, entryId, locale)
  if (!finish) return null
  const t = await getTranslator(locale)
  const card = shareCard(finish.race, finish.facts, { label: t('races.finish.cardFinisher'), distanceLabel: t('certificate.distance'), timeLabel: t('certificate.time') }, documentFontFiles().has)
  const picture = finish.media.medal ?? finish.media.event
  const tag = cardTag(card, picture?.filename ?? null)
  const headers = { 'Cache-Control': 'private, max-age=86400', ETag: tag, Vary: 'Cookie', 'X-Content-Type-Options': 'nosniff' }
  if (ifNoneMatch === tag) return new Response(null, { status: 304, headers })
  if (!(await mayDraw()))
    return new Response(t('contact.tooManyRequests'), { status: 429, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '3600', 'Cache-Control': 'no-store' } })
  const png = await shareCardPng(card, tag, () => pictureBytes(picture, 630))
  return new Response(Buffer.from(png), { headers: { ...headers, 'Content-Type': 'image/png', 'Content-Disposition': `inline; filename="milepost-finish-${entryId}.png"` } })
}
