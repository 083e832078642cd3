import 'server-only'
import type { Payload } from 'payload'
import { accountUrl } from '../../content/account-link'
import { formatDayOn, formatDistance, formatDuration, formatEventDistance, runnerUnit } from '../../i18n/format'
import { getTranslator } from '../../i18n/server-translator'
import { simpleMail } from '../../lib/email/simple-mail'
import { env } from '../../lib/env'
import { type CertificatePictures, certificateDocument } from '../../races/certificate'
import { finishFacts } from '../../races/finish'
import { trackingLink } from '../../races/medals'
import type { Race } from '../../races/race'
import { payloadRaceStore } from '../stores/race-store'
import { certificatePictures } from './finish-media'

const siteUrl = () => env.SITE_URL ?? 'http://localhost:3000'
const racePage = (race: Race) => `${siteUrl()}${accountUrl(`/account/races/${race.entryId}`, race.locale)}`
const finishPage = (race: Race) => `${siteUrl()}${accountUrl(`/account/races/${race.entryId}/finished`, race.locale)}`
const pdfAttachment = (name: string, pdf: Uint8Array) => ({ filename: `${name}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' })
const fileName = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'certificate'

/** A finisher's certificate, in their language: name, event, distance, running time and finishing day, with the event's pictures. */
export async function finisherCertificate(race: Race, pictures?: CertificatePictures): Promise<Uint8Array> {
  const t = await getTranslator(race.locale)
  const finish = finishFacts(race, race.locale, runnerUnit(race.runner.unit, race.locale))
  const facts: [string, string][] = [
    [t('certificate.distance'), finish.distance],
    [t('certificate.time'), finish.time],
    [t('certificate.finished'), finish.date],
  ]
  if (race.team) facts.push([t('certificate.team'), race.team.name])
  return certificateDocument({
    locale: race.locale,
    title: t('certificate.title'),
    preamble: t('certificate.awardedTo'),
    recipient: `${race.runner.firstName} ${race.runner.lastName}`.trim(),
    achievement: t('certificate.completed', { event: race.event.title }),
    facts,
    footer: `Milepost · ${siteUrl()}`,
    pictures,
  })
}

/**
 * The finished race's certificate is made once and kept; its runner is mailed it in their own
 * language (the one they last logged a run in), with the medal's next step when one is due.
 */
export async function sendFinisherMail(payload: Payload, entryId: number): Promise<void> {
  const store = payloadRaceStore(payload)
  const race = await store.raceOfEntry(entryId)
  if (!race?.finishedAt) throw new Error(`Entry ${entryId} has not finished`)
  const pdf = (await store.certificate(entryId)) ?? (await finisherCertificate(race, await certificatePictures(payload, race.event.id, race.locale)))
  // A finish taken back while the certificate was made (a run corrected meanwhile) is not mailed.
  if (!race.hasCertificate && !(await store.saveCertificate(entryId, pdf, race.finishedAt))) return
  const t = await getTranslator(race.locale)
  const medal = race.event.includesMedal && !race.noMedal ? [t('raceEmail.finishedMedal')] : []
  await payload.sendEmail({
    to: race.runner.email,
    subject: t('raceEmail.finishedSubject', { event: race.event.title }),
    ...simpleMail(
      race.locale,
      t('raceEmail.finishedHeading', { name: race.runner.firstName }),
      [
        t('raceEmail.finishedBody', {
          distance: formatEventDistance(race.targetMeters, race.locale),
          event: race.event.title,
          date: formatDayOn(race.finishedAt, race.locale, race.clock.timezone),
          time: formatDuration(race.finishSeconds ?? 0),
        }),
        t('raceEmail.finishedCertificate'),
        ...medal,
      ],
      [],
      { label: t('raceEmail.openFinishPage'), url: finishPage(race) },
    ),
    attachments: [pdfAttachment(fileName(`${race.event.title}-${race.runner.lastName}`), pdf)],
  })
}

/** A finished team's certificate, made once and kept; answers the team's named members. */
export async function makeTeamCertificate(payload: Payload, teamId: number): Promise<Race[]> {
  const store = payloadRaceStore(payload)
  // Oldest entry first: the captain's, made with the team, speaks the team certificate's language.
  const members = (await store.teamRaces(teamId)).reverse()
  const team = members[0]?.team
  if (!team?.finishedAt) throw new Error(`Team ${teamId} has not finished`)
  if (await store.teamCertificate(teamId)) return members
  const captain = members[0]!
  const t = await getTranslator(captain.locale)
  const pdf = await certificateDocument({
    locale: captain.locale,
    title: t('certificate.teamTitle'),
    preamble: t('certificate.awardedTo'),
    recipient: team.name,
    achievement: t('certificate.teamCompleted', { event: captain.event.title }),
    facts: [
      [t('certificate.distance'), formatEventDistance(team.targetMeters, captain.locale)],
      [t('certificate.finished'), formatDayOn(team.finishedAt, captain.locale, captain.clock.timezone)],
    ],
    members: { label: t('certificate.members'), names: members.map((m) => `${m.runner.firstName} ${m.runner.lastName}`.trim()) },
    footer: `Milepost · ${siteUrl()}`,
    pictures: await certificatePictures(payload, captain.event.id, captain.locale),
  })
  return (await store.saveTeamCertificate(teamId, pdf, team.finishedAt)) ? members : []
}

/** One member's mail that their team finished, in their own language, with the team certificate. */
export async function sendTeamFinishedMail(payload: Payload, teamId: number, entryId: number): Promise<void> {
  const store = payloadRaceStore(payload)
  const [member, pdf] = await Promise.all([store.raceOfEntry(entryId), store.teamCertificate(teamId)])
  const team = member?.team
  if (!member || !team?.finishedAt || team.id !== teamId || !pdf) throw new Error(`No finished team ${teamId} with entry ${entryId}`)
  const t = await getTranslator(member.locale)
  const subject = t('raceEmail.teamFinishedSubject', { team: team.name, event: member.event.title })
  await payload.sendEmail({
    to: member.runner.email,
    subject,
    ...simpleMail(
      member.locale,
      subject,
      [
        t('raceEmail.teamFinishedBody', {
          distance: formatDistance(team.meters, member.locale, runnerUnit(member.runner.unit, member.locale)),
          date: formatDayOn(team.finishedAt, member.locale, member.clock.timezone),
        }),
      ],
      [],
      { label: t('raceEmail.openRacePage'), url: racePage(member) },
    ),
    attachments: [pdfAttachment(fileName(team.name), pdf)],
  })
}

/** The entrant hears what an editor decided about their held run, and why when it was rejected. */
export async function sendReviewMail(payload: Payload, runId: number): Promise<void> {
  const store = payloadRaceStore(payload)
  const run = await store.run(runId)
  if (!run || run.status === 'held') throw new Error(`Run ${runId} has not been reviewed`)
  const race = await store.raceOfEntry(run.entryId)
  if (!race) throw new Error(`No race for run ${runId}`)
  const t = await getTranslator(race.locale)
  const values = {
    distance: formatDistance(run.distanceMeters, race.locale, runnerUnit(race.runner.unit, race.locale)),
    date: formatDayOn(run.startedAt, race.locale, race.clock.timezone),
    event: race.event.title,
  }
  const approved = run.status === 'counted'
  const subject = t(approved ? 'raceEmail.reviewApprovedSubject' : 'raceEmail.reviewRejectedSubject', values)
  const paragraphs = [t(approved ? 'raceEmail.reviewApprovedBody' : 'raceEmail.reviewRejectedBody', values), ...(run.reviewNote ? [t('raceEmail.reviewNote', { note: run.reviewNote })] : [])]
  await payload.sendEmail({ to: race.runner.email, subject, ...simpleMail(race.locale, subject, paragraphs, [], { label: t('raceEmail.openRacePage'), url: racePage(race) }) })
}

/** The runner's medal is on its way: carrier, tracking number and link, in their language. */
export async function sendMedalShippedMail(payload: Payload, shipmentId: number): Promise<void> {
  const store = payloadRaceStore(payload)
  const shipment = await store.shipment(shipmentId)
  if (!shipment || shipment.status !== 'shipped') throw new Error(`Shipment ${shipmentId} has not shipped`)
  const race = await store.raceOfEntry(shipment.entryId)
  if (!race) throw new Error(`No race for shipment ${shipmentId}`)
  const t = await getTranslator(race.locale)
  const link = trackingLink(shipment)
  const subject = t('raceEmail.shippedSubject', { event: race.event.title })
  await payload.sendEmail({
    to: race.runner.email,
    subject,
    ...simpleMail(
      race.locale,
      subject,
      [t('raceEmail.shippedBody', { carrier: shipment.carrier ?? '', tracking: shipment.trackingNumber ?? '' })],
      [],
      link ? { label: t('raceEmail.trackParcel'), url: link } : undefined,
    ),
  })
}
