import { CrcCalculator, Profile } from '@garmin/fitsdk'
import { type ActivityReading, type Leg, MAX_LEGS, refuse, spanOf, tooManyLegs } from './activity'
import { FitFormatError, FitLimitError, type FitLimits, type FitMessage, fitTimeMs, walkRecords } from './fit-decoder'
import { type Sport, sportOfFit } from './sport'
import { MIN_MOVING_SPEED, PAUSE_GAP_SECONDS, plausibleMs, TrackSummary } from './track'

/**
 * FIT, read with our own record walk (fit-decoder.ts): only file_id, sport, session, lap and
 * record messages are read, and of those only the fields the race uses. The header and checksum
 * are checked first, so that a cut-off file and a damaged one are told apart; bytes after the
 * last file are ignored, and chained files are read in turn.
 *
 * Each session is a leg with its own sport (a triathlon is five legs: swim, transition, bike,
 * transition, run); without sessions, laps are grouped by sport; without either, the records are
 * one leg whose sport is the file's sport message, if any.
 */

const SEMICIRCLES_TO_DEGREES = 180 / 2 ** 31

const isFitHeader = (bytes: Uint8Array, at = 0) => bytes.length >= at + 12 && bytes[at + 8] === 0x2e && bytes[at + 9] === 0x46 && bytes[at + 10] === 0x49 && bytes[at + 11] === 0x54 // ".FIT"

/** Whether the bytes start like a FIT file (".FIT" at offset 8). */
export const looksLikeFit = (bytes: Uint8Array) => isFitHeader(bytes)

const uint16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8)
const uint32 = (bytes: Uint8Array, at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0

const MESSAGES = { fileId: 0, sport: 12, session: 18, lap: 19, record: 20 } as const
const WANTED = new Set<number>(Object.values(MESSAGES))

/** FIT file types that are not a recorded activity (FIT's `file` enum, by Garmin's name). */
const NOT_ACTIVITIES: Record<string, string> = {
  course: 'a course',
  workout: 'a workout',
  schedules: 'a training schedule',
  settings: 'device settings',
  sport: 'sport settings',
  totals: 'totals',
  goals: 'goals',
  segment: 'a segment',
  monitoringA: 'daily monitoring',
  monitoringB: 'daily monitoring',
  monitoringDaily: 'daily monitoring',
}

/** A session's or lap's totals, scaled: seconds, metres, ms since the epoch (NaN when absent). */
type Summary = { startMs: number; endMs: number; sport: number | null; subSport: number | null; elapsed: number; timer: number; meters: number }

/** A FIT time as ms, NaN when it is no real time (a clock never set, a relative time). */
const timeMs = (value: number | null) => plausibleMs(fitTimeMs(value))

const scaled = (value: number | null, scale: number) => (value === null || value <= 0 ? 0 : value / scale)

function summaryOf(message: FitMessage, sportField: number, subSportField: number): Summary {
  return {
    startMs: timeMs(message.number(2)),
    endMs: timeMs(message.timestamp),
    sport: message.number(sportField),
    subSport: message.number(subSportField),
    elapsed: scaled(message.number(7), 1000),
    timer: scaled(message.number(8), 1000),
    meters: scaled(message.number(9), 100),
  }
}

/** The records, kept as columns of numbers (no object per record): time, position, cumulative distance. */
class Records {
  length = 0
  ms = new Float64Array(1024)
  lat = new Float64Array(1024)
  lon = new Float64Array(1024)
  meters = new Float64Array(1024)

  add(ms: number, lat: number, lon: number, meters: number) {
    if (this.length === this.ms.length) {
      const grow = (column: Float64Array) => {
        const bigger = new Float64Array(column.length * 2)
        bigger.set(column)
        return bigger
      }
      this.ms = grow(this.ms)
      this.lat = grow(this.lat)
      this.lon = grow(this.lon)
      this.meters = grow(this.meters)
    }
    const i = this.length++
    this.ms[i] = ms
    this.lat[i] = lat
    this.lon[i] = lon
    this.meters[i] = meters
  }
}

type Decoded = { fileType: number | null; device: string; sports: { sport: number | null; subSport: number | null }[]; sessions: Summary[]; laps: Summary[]; records: Records }

function decode(bytes: Uint8Array, limits?: FitLimits): Decoded | ActivityReading {
  const decoded: Decoded = { fileType: null, device: '', sports: [], sessions: [], laps: [], records: new Records() }
  const counts = { messages: 0, definitions: 0, fieldDescriptions: 0 }
  const onMessage = (global: number, message: FitMessage) => {
    switch (global) {
      case MESSAGES.record: {
        const lat = message.number(0)
        const lon = message.number(1)
        const meters = message.number(5)
        decoded.records.add(
          timeMs(message.timestamp),
          lat === null ? Number.NaN : lat * SEMICIRCLES_TO_DEGREES,
          lon === null ? Number.NaN : lon * SEMICIRCLES_TO_DEGREES,
          meters === null ? Number.NaN : meters / 100,
        )
        break
      }
      case MESSAGES.lap:
        decoded.laps.push(summaryOf(message, 25, 39))
        break
      case MESSAGES.session:
        if (decoded.sessions.length >= MAX_LEGS) throw new FitLimitError(`The FIT file holds more than ${MAX_LEGS} sessions: no activity does.`)
        decoded.sessions.push(summaryOf(message, 5, 6))
        break
      case MESSAGES.sport:
        decoded.sports.push({ sport: message.number(0), subSport: message.number(1) })
        break
      case MESSAGES.fileId:
        if (decoded.fileType === null) {
          decoded.fileType = message.number(0)
          decoded.device = deviceOf(message)
        }
        break
    }
  }
  for (let at = 0, files = 0; isFitHeader(bytes, at); files++) {
    const headerSize = bytes[at]!
    if (headerSize !== 12 && headerSize !== 14) {
      if (files > 0) break
      return refuse('unreadable', `The FIT header is damaged (it gives its size as ${headerSize} bytes).`)
    }
    const end = at + headerSize + uint32(bytes, at + 4)
    if (bytes.length < end + 2) {
      if (files > 0) break
      return refuse('unreadable', `The FIT file ends early (${bytes.length} of ${end + 2} bytes): it was cut off. Export it again.`)
    }
    if (headerSize === 14) {
      const headerCrc = uint16(bytes, at + 12)
      if (headerCrc !== 0 && headerCrc !== CrcCalculator.calculateCRC(bytes, at, at + 12)) {
        if (files > 0) break
        return refuse('bad-checksum', "The FIT header's checksum does not match: the file is damaged.")
      }
    }
    if (uint16(bytes, end) !== CrcCalculator.calculateCRC(bytes, at, end)) {
      if (files > 0) break
      return refuse('bad-checksum', "The FIT file's checksum does not match its content: the file is damaged.")
    }
    try {
      walkRecords(bytes, at + headerSize, end, { wanted: WANTED, onMessage, limits }, counts)
    } catch (error) {
      if (error instanceof FitLimitError) return refuse('too-complex', error.message)
      if (error instanceof FitFormatError) return refuse('unreadable', `The FIT file could not be decoded: ${error.message}`)
      throw error
    }
    at = end + 2
  }
  return decoded
}

export function readFit(bytes: Uint8Array, limits?: FitLimits): ActivityReading {
  if (!isFitHeader(bytes)) return refuse('unreadable', 'The file is not a FIT file (no ".FIT" in its header).')
  const decoded = decode(bytes, limits)
  if ('ok' in decoded) return decoded
  const { sessions, laps, records } = decoded
  const kind = NOT_ACTIVITIES[String(Profile.types.file?.[decoded.fileType ?? -1])]
  if (kind) return refuse('not-an-activity', `The FIT file holds ${kind}, not a recorded run.`)
  if (sessions.length === 0 && laps.length === 0 && records.length === 0) return refuse('not-an-activity', 'The FIT file holds no session, lap or record.')

  const legs = legsOf(decoded)
  if (legs === null) return tooManyLegs('legs')
  const timed = legs.filter((leg) => !Number.isNaN(leg.startedAt.getTime()))
  if (timed.length === 0) return refuse('no-start-time', 'The FIT file has no usable times (the device clock may not have been set).')
  const distanceMeters = legs.reduce((sum, leg) => sum + leg.distanceMeters, 0)
  if (!(distanceMeters > 0)) return refuse('no-distance', 'The FIT file gives no distance and has no positions to measure.')
  const { startMs, endMs } = spanOf(timed)
  return {
    ok: true,
    activity: {
      format: 'fit',
      startedAt: new Date(startMs),
      distanceMeters,
      movingSeconds: legs.reduce((sum, leg) => sum + leg.movingSeconds, 0),
      elapsedSeconds: Math.max(
        legs.reduce((sum, leg) => sum + leg.movingSeconds, 0),
        (endMs - startMs) / 1000,
      ),
      points: records.length,
      source: decoded.device,
      legs: legs.map(({ startedAt, ...leg }) => ({ ...leg, startedAt: Number.isNaN(startedAt.getTime()) ? new Date(startMs) : startedAt })),
    },
  }
}

/** The earliest of the times given (a list: a leg may have thousands of laps), NaN when none is a time. */
const earliest = (values: number[]) => values.reduce((first, ms) => (ms < first || Number.isNaN(first) ? ms : first), Number.NaN)

/** What a leg's own messages say of it, before the records fill the gaps. */
type LegPlan = { sport: Sport | null; label: string; startMs: number; summaries: Summary[] }

function sportLabel(sport: number | null, subSport: number | null): string {
  const name = sport === null ? '' : String(Profile.types.sport?.[sport] ?? sport)
  const sub = subSport === null || subSport === 0 ? '' : String(Profile.types.subSport?.[subSport] ?? subSport)
  return [name, sub].filter(Boolean).join('/')
}

function plans({ sessions, laps, sports }: Decoded): LegPlan[] {
  const plan = (summaries: Summary[], sport: number | null, subSport: number | null): LegPlan => ({
    sport: sportOfFit(sport, subSport),
    label: sportLabel(sport, subSport),
    startMs: earliest(summaries.map((s) => s.startMs)),
    summaries,
  })
  const fileSport = sports.length === 1 ? sports[0]! : { sport: null, subSport: null }
  if (sessions.length > 0) {
    return [...sessions]
      .sort((a, b) => (a.startMs || 0) - (b.startMs || 0))
      .map((session) => {
        const lap = laps.find((l) => l.sport !== null && l.startMs >= session.startMs && (Number.isNaN(session.endMs) || l.startMs < session.endMs))
        const sport = session.sport ?? lap?.sport ?? fileSport.sport
        return plan([session], sport, session.sport !== null ? session.subSport : (lap?.subSport ?? fileSport.subSport))
      })
  }
  if (laps.length > 0) {
    // Consecutive laps of one sport are one leg (a file cut short before its sessions were written).
    const groups: Summary[][] = []
    for (const lap of laps) {
      const last = groups.at(-1)
      if (last && last[0]!.sport === lap.sport) last.push(lap)
      else groups.push([lap])
    }
    return groups.map((group) => plan(group, group[0]!.sport ?? fileSport.sport, group[0]!.sport !== null ? group[0]!.subSport : fileSport.subSport))
  }
  return [plan([], fileSport.sport, fileSport.subSport)]
}

/**
 * Each leg's figures: the device's totals where it wrote them (sessions, else laps), else what
 * its records measure. A leg's records are those from its start to the next leg's (the first leg
 * also takes any before it: one real multisport file's session starts 45 minutes after its first
 * record); records without a time belong to a leg only when there is one. Moving time never
 * exceeds elapsed time. Null for more legs than a file may hold.
 */
function legsOf(decoded: Decoded): Leg[] | null {
  const legPlans = plans(decoded)
  if (legPlans.length > MAX_LEGS) return null
  const { records } = decoded
  // A record without a time cannot be placed in one leg of several: it is left out.
  const placeable = legPlans.length === 1
  let next = 0
  return legPlans.map((plan, index) => {
    const until = legPlans[index + 1]?.startMs ?? Number.NaN
    const track = new TrackSummary()
    let metersMax = 0
    let metersFirst = Number.NaN
    // Without positions (a treadmill, a footpod), moving time comes from the records' own distance, by track.ts's rule.
    let movingByDistance = 0
    let previousMs = Number.NaN
    let previousMeters = Number.NaN
    for (; next < records.length; next++) {
      const ms = records.ms[next]!
      if (!Number.isNaN(until) && ms >= until) break
      if (Number.isNaN(ms) && !placeable) continue
      track.add(records.lat[next]!, records.lon[next]!, ms)
      const meters = records.meters[next]!
      if (meters > 0) {
        if (Number.isNaN(metersFirst)) metersFirst = meters
        if (meters > metersMax) metersMax = meters
      }
      if (Number.isNaN(ms) || Number.isNaN(meters)) continue
      const gap = (ms - previousMs) / 1000
      if (gap > 0 && gap <= PAUSE_GAP_SECONDS && (meters - previousMeters) / gap > MIN_MOVING_SPEED) movingByDistance += gap
      if (!(ms < previousMs)) {
        previousMs = ms
        previousMeters = meters
      }
    }
    const sum = (field: 'elapsed' | 'timer' | 'meters') => plan.summaries.reduce((total, s) => total + s[field], 0)
    // Cumulative distance may run on from the leg before: a later leg measures from its own first record.
    const recordMeters = index === 0 || Number.isNaN(metersFirst) ? metersMax : metersMax - metersFirst
    const startMs = earliest([plan.startMs, track.firstMs])
    const endMs = plan.summaries.reduce((last, s) => (s.endMs > last || Number.isNaN(last) ? s.endMs : last), Number.NaN)
    const lastMs = Math.max(Number.isNaN(track.lastMs) ? startMs : track.lastMs, Number.isNaN(endMs) ? startMs : endMs)
    const elapsedSeconds = Math.max(sum('elapsed'), Number.isNaN(startMs) ? 0 : (lastMs - startMs) / 1000)
    const movingSeconds = Math.min(sum('timer') || (track.positions > 1 ? track.movingSeconds : movingByDistance), elapsedSeconds || Number.POSITIVE_INFINITY)
    return {
      sport: plan.sport,
      label: plan.label,
      startedAt: new Date(startMs),
      distanceMeters: sum('meters') || recordMeters || track.distanceMeters,
      movingSeconds,
      elapsedSeconds,
    }
  })
}

/** "garmin fr255Music", "coros …", or the product name the file gives; '' when the file says nothing. */
function deviceOf(fileId: FitMessage): string {
  const manufacturer = fileId.number(1)
  const product = fileId.number(2)
  const productName = fileId.text(8)
  const { types } = Profile
  let named = productName ?? ''
  if (!named && product !== null) {
    if (manufacturer === 1 || manufacturer === 13 || manufacturer === 15 || manufacturer === 89) named = types.garminProduct?.[product] ?? String(product)
    else if (manufacturer === 263) named = types.faveroProduct?.[product] ?? String(product)
    else named = String(product)
  }
  const maker = manufacturer === null ? '' : (types.manufacturer?.[manufacturer] ?? String(manufacturer))
  return [maker, named].filter(Boolean).join(' ')
}
