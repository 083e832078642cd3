import 'server-only'
import type { Payload } from 'payload'
import { orderByNumber } from '../stores/order-store'
import { defaultLocale, type Locale, normaliseLocale } from '../../i18n/locales'
import { formatDay, formatDistance, formatMoment } from '../../i18n/format'
import { accountUrl } from '../../content/account-link'
import { env } from '../../lib/env'
import { raceInvite } from '../../races/calendar'
import { raceRulesOf, raceWindow } from '../../races/window'
import { getTranslator } from '../../i18n/server-translator'
import type { Translate } from '../../i18n/translate'
import { simpleMail as mail } from '../../lib/email/simple-mail'
import type { Entry, Event, Team } from '../../payload-types'
import { normaliseEmail } from '../../entries/model'
import { queueMail } from '../mail-queue'
import { payloadEntryStore } from '../stores/entry-store'

/** An entrant's confirmation (spec §3 entry, as paid for), in the language they entered in. */
export function entrantEmail(entry: Entry, event: Event, team: Team | null, locale: Locale, t: Translate) {
  const day = (d: string) => formatDay(`${d}T00:00:00.000Z`, locale)
  const details = [
    t('entries.emailDistance', { distance: entry.distanceLabel }),
    entry.startDate
      ? t('entries.emailStart', { date: day(entry.startDate), time: entry.startTime ?? '00:00', timezone: entry.timezone })
      : t('entries.emailWindow', { start: formatDay(event.eventStartDate, locale), end: formatDay(event.eventEndDate, locale) }),
    ...(team ? [t('entries.emailTeam', { team: team.name })] : []),
  ]
  const medal = event.includesMedal ? [entry.noMedal ? t('entries.emailNoMedal') : t('entries.emailMedal')] : []
  return {
    subject: t('entries.emailSubject', { event: event.title }),
    ...mail(
      locale,
      t('entries.emailGreeting', { name: entry.firstName }),
      [t('entries.emailIntro', { event: event.title }), ...medal, t('raceEmail.calendarAttached'), t('entries.emailSignOff')],
      details,
    ),
  }
}

/** The captain's summary of the team they started: who is running, and the places bought in bulk. */
export function captainEmail(team: Team, members: Entry[], event: Event, locale: Locale, t: Translate) {
  const places = Number(team.adultEntries ?? 0) + Number(team.childEntries ?? 0)
  return {
    subject: t('entries.captainSubject', { team: team.name, event: event.title }),
    ...mail(
      locale,
      t('entries.captainSubject', { team: team.name, event: event.title }),
      [
        t('entries.captainIntro', { team: team.name, event: event.title }),
        ...(places ? [t('entries.captainPlaces', { adults: Number(team.adultEntries ?? 0), children: Number(team.childEntries ?? 0) })] : []),
        t('entries.captainShare'),
        t('entries.emailSignOff'),
      ],
      members.map((m) => `${m.firstName} ${m.lastName} (${m.distanceLabel})`),
    ),
  }
}

/** The captain's notice that someone joined their team: who, at which distance, and the team's size now. */
export function teamJoinedEmail(team: Team, joiners: { name: string; distance: string }[], event: Event, members: number, locale: Locale, t: Translate) {
  const name = joiners.map((j) => j.name).join(', ')
  return {
    subject: t('entries.joinedSubject', { name, team: team.name }),
    ...mail(
      locale,
      t('entries.joinedSubject', { name, team: team.name }),
      [t('entries.joinedIntro', { name, team: team.name, event: event.title }), t('entries.joinedCount', { count: members }), t('entries.emailSignOff')],
      joiners.map((j) => `${j.name} (${j.distance})`),
    ),
  }
}

/**
 * The captain's language: the one they started the team in (its order's), else the one of their own
 * entry in it; a demo team without either gets the default.
 */
async function captainLocale(payload: Payload, team: Team): Promise<Locale> {
  const started = await orderByNumber(payload, team.orderNumber)
  const fromOrder = normaliseLocale(started?.locale)
  if (fromOrder) return fromOrder
  const { docs } = await payload.find({
    collection: 'entries',
    where: { team: { equals: team.id }, emailKey: { equals: normaliseEmail(team.captainEmail) } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return normaliseLocale(docs[0]?.locale) ?? defaultLocale
}

/**
 * Each captain whose team this order joined hears who joined, in the captain's language, through
 * the mail queue (once per order and team, however often this job is retried).
 */
async function tellCaptains(payload: Payload, orderNumber: string, entries: Entry[], event: Event): Promise<void> {
  const byTeam = new Map<number, { team: Team; joiners: Entry[] }>()
  for (const entry of entries) {
    if (entry.entryPath !== 'join-team' || !entry.team || typeof entry.team !== 'object') continue
    const group = byTeam.get(entry.team.id) ?? { team: entry.team, joiners: [] }
    group.joiners.push(entry)
    byTeam.set(entry.team.id, group)
  }
  for (const { team, joiners } of byTeam.values()) {
    const locale = await captainLocale(payload, team)
    const t = await getTranslator(locale)
    const theirs = await payload.findByID({ collection: 'events', id: event.id, locale, depth: 0, overrideAccess: true })
    const distance = (entry: Entry) => theirs.entryDistances?.find((d) => d.lengthKm === entry.distanceKm)?.label ?? entry.distanceLabel
    const members = (await payloadEntryStore(payload).team(team.id))?.members ?? joiners.length
    const notice = teamJoinedEmail(
      team,
      joiners.map((j) => ({ name: `${j.firstName} ${j.lastName}`.trim(), distance: distance(j) })),
      theirs,
      members,
      locale,
      t,
    )
    await queueMail(payload, { to: team.captainEmail, ...notice }, { key: `team-joined:${orderNumber}:${team.id}` })
  }
}

/**
 * The entrant's race window as a calendar invite: exact instants, described on their own clock and
 * in the language they entered in, linking to their race page.
 */
function windowInvite(entry: Entry, event: Event, locale: Locale, t: Translate) {
  const window = raceWindow(raceRulesOf(event), { timezone: entry.timezone, startDate: entry.startDate ?? null, startTime: entry.startTime ?? null })
  const moment = (date: Date) => formatMoment(date, locale, window.timezone)
  const url = `${env.SITE_URL ?? ''}${accountUrl(`/account/races/${entry.id}`, locale)}`
  const ics = raceInvite({
    uid: `milepost-race-${entry.id}@milepost`,
    title: t('raceEmail.calendarTitle', { event: event.title }),
    description: [
      t('races.window', { opens: moment(window.opensAt), closes: moment(window.closesAt), timezone: window.timezone }),
      t('raceEmail.calendarDescription', { distance: formatDistance(Number(entry.distanceKm) * 1000, locale) }),
      url,
    ].join('\n\n'),
    opensAt: window.opensAt,
    closesAt: window.closesAt,
    url,
  })
  return { filename: 'race-window.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }
}

/**
 * After an order with entries: each entrant gets their confirmation in the language they entered
 * in, and a captain the summary of their new team (a job: a failure is retried).
 */
export async function sendEntryConfirmations(payload: Payload, orderNumber: string): Promise<void> {
  const order = await orderByNumber(payload, orderNumber)
  if (!order) throw new Error(`No order ${orderNumber}`)
  const locale = normaliseLocale(order.locale) ?? defaultLocale
  const { docs } = await payload.find({ collection: 'entries', where: { orderNumber: { equals: order.number } }, depth: 1, locale, pagination: false, overrideAccess: true })
  if (!docs.length) return
  const t = await getTranslator(locale)
  const event = docs[0]!.event as Event
  for (const entry of docs) {
    const team = entry.team && typeof entry.team === 'object' ? entry.team : null
    const mail = entrantEmail(entry, event, team, locale, t)
    const invite = windowInvite(entry, event, locale, t)
    await payload.sendEmail({ to: entry.email, ...mail, attachments: [invite] })
  }
  const { docs: started } = await payload.find({ collection: 'teams', where: { orderNumber: { equals: order.number } }, depth: 0, pagination: false, overrideAccess: true })
  for (const team of started) {
    const members = docs.filter((e) => (typeof e.team === 'object' ? e.team?.id : e.team) === team.id)
    await payload.sendEmail({ to: team.captainEmail, ...captainEmail(team, members, event, locale, t) })
  }
  await tellCaptains(payload, order.number, docs, event)
}
