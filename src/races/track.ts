/** Measuring a recorded track point by point, without keeping the points: distance, moving time, first and last time. */

const EARTH_RADIUS_METERS = 6_371_008.8
const RADIANS = Math.PI / 180

/** Great-circle distance between two positions in degrees (haversine, mean Earth radius). */
export function haversineMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RADIANS
  const dLon = (lon2 - lon1) * RADIANS
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * Moving time where the file has no timer total (GPX, or TCX/FIT without lap totals): the sum of the
 * gaps between consecutive timed points of one segment in which the runner covered ground at more
 * than MIN_MOVING_SPEED (0.5 m/s, 1.8 km/h: slower is standing still with GPS drift) and that last no
 * longer than PAUSE_GAP_SECONDS (a longer gap is a pause: the watch was stopped, or the runner took a
 * ride). Points without a time between two timed ones add their distance to the gap they fall in.
 * Gaps between segments and gaps of zero length (repeated times) never count; points timed before
 * the one before them are skipped.
 */
export const MIN_MOVING_SPEED = 0.5
export const PAUSE_GAP_SECONDS = 60

/** Times before this are no real time: a device clock never set, a FIT relative time, placeholders such as 0001-01-01 or 1970-01-01. */
const EARLIEST_PLAUSIBLE_MS = Date.UTC(2000, 0, 1)
/** Nor after this: a year such as 52870 (one rowing app's lap) is a broken clock. */
const LATEST_PLAUSIBLE_MS = Date.UTC(2100, 0, 1)

export class TrackSummary {
  distanceMeters = 0
  movingSeconds = 0
  /** Points with a position. */
  positions = 0
  /** Points with a plausible time, with or without a position. */
  timed = 0
  firstMs = Number.NaN
  lastMs = Number.NaN

  private lat = Number.NaN
  private lon = Number.NaN
  private lastTimedMs = Number.NaN
  private metersSinceTimed = 0

  /**
   * A point; `lat`/`lon` NaN when it has no position, `ms` NaN when it has no time. A point timed
   * before the segment's previous one is skipped whole: a clock jumping back (a GPS fix correcting
   * it, two recordings merged) would otherwise count the same stretch twice.
   */
  add(lat: number, lon: number, ms: number): void {
    if (ms < this.lastTimedMs) return
    if (isPosition(lat, lon)) {
      this.positions++
      if (!Number.isNaN(this.lat)) {
        const meters = haversineMeters(this.lat, this.lon, lat, lon)
        this.distanceMeters += meters
        this.metersSinceTimed += meters
      }
      this.lat = lat
      this.lon = lon
    }
    if (Number.isNaN(ms)) return
    this.timed++
    if (!(ms >= this.firstMs)) this.firstMs = ms
    if (!(ms <= this.lastMs)) this.lastMs = ms
    const gapSeconds = (ms - this.lastTimedMs) / 1000
    if (gapSeconds > 0 && gapSeconds <= PAUSE_GAP_SECONDS && this.metersSinceTimed / gapSeconds > MIN_MOVING_SPEED) this.movingSeconds += gapSeconds
    this.lastTimedMs = ms
    this.metersSinceTimed = 0
  }

  /** A new segment (trkseg, TCX Track, a new activity): no distance or moving time across the break. */
  breakSegment(): void {
    this.lat = Number.NaN
    this.lon = Number.NaN
    this.lastTimedMs = Number.NaN
    this.metersSinceTimed = 0
  }

  get elapsedSeconds(): number {
    return Number.isNaN(this.firstMs) ? 0 : (this.lastMs - this.firstMs) / 1000
  }
}

/** A position worth measuring: finite, on the globe, and not 0,0 (what some devices write while they have no fix). */
export function isPosition(lat: number, lon: number): boolean {
  return lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180 && (lat !== 0 || lon !== 0)
}

/** A number written in a file: surrounding blanks allowed, a decimal comma accepted; NaN when there is none. */
export function parseNumber(text: string | undefined): number {
  if (!text) return Number.NaN
  const trimmed = text.trim()
  if (!trimmed) return Number.NaN
  const value = Number(trimmed)
  if (!Number.isNaN(value)) return value
  return trimmed.includes(',') ? Number(trimmed.replace(',', '.')) : Number.NaN
}

const HAS_ZONE = /(?:z|[+-]\d\d(?::?\d\d)?)$/i

/**
 * An ISO 8601 time from a GPX or TCX file, in ms; NaN when missing or implausible. A time without a
 * zone is taken as UTC (not the server's zone), and a blank between date and time is read as the T.
 */
export function parseTimestamp(text: string | undefined): number {
  if (!text) return Number.NaN
  let iso = text.trim()
  if (iso.length > 10 && iso[10] === ' ') iso = `${iso.slice(0, 10)}T${iso.slice(11)}`
  if (iso.includes('T') && !HAS_ZONE.test(iso)) iso += 'Z'
  return plausibleMs(Date.parse(iso))
}

/** `ms` when it is a real time, else NaN (see EARLIEST_PLAUSIBLE_MS). */
export function plausibleMs(ms: number): number {
  return ms >= EARLIEST_PLAUSIBLE_MS && ms < LATEST_PLAUSIBLE_MS ? ms : Number.NaN
}
