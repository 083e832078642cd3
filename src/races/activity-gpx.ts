import { type ActivityReading, type Leg, MAX_LEGS, refuse, tooManyLegs } from './activity'
import { attributeOf, type XmlFormatReader, XmlRefusal } from './xml-reading'
import { sportOfName } from './sport'
import { parseNumber, parseTimestamp, TrackSummary } from './track'

type Capture = 'time' | 'type' | 'file-type'

/** One <trk>: its own measure and the sport its <type> names (Strava, Garmin Connect and others write one). */
type Track = { summary: TrackSummary; type: string }

/**
 * GPX: the track points of every track and segment. Distance is measured along each segment by
 * haversine (a GPX has no device totals), moving time from the gaps between points (track.ts), the
 * start is the first time. Each <trk> is a leg with the sport of its <type>.
 */
export class GpxReader implements XmlFormatReader<Capture> {
  /** The whole file, across its tracks: its elapsed time runs from the first point to the last. */
  private readonly file = new TrackSummary()
  private readonly tracks: Track[] = []
  private sawRouteOrWaypoint = false
  /** A <type> under <metadata>: some exporters name the sport there, for every track. */
  private fileType = ''
  private inPoint = false
  private pointLat = Number.NaN
  private pointLon = Number.NaN
  private pointMs = Number.NaN

  constructor(private readonly creator: string) {}

  private get track(): Track {
    if (this.tracks.length === 0) this.tracks.push({ summary: new TrackSummary(), type: '' })
    return this.tracks[this.tracks.length - 1]!
  }

  open(local: string, parent: string, attribs: Record<string, string>): Capture | null {
    switch (local) {
      case 'trk':
        if (this.tracks.length >= MAX_LEGS) throw new XmlRefusal(tooManyLegs('tracks'))
        this.tracks.push({ summary: new TrackSummary(), type: '' })
        this.file.breakSegment()
        return null
      case 'trkseg':
        this.track.summary.breakSegment()
        this.file.breakSegment()
        return null
      case 'type':
        if (parent === 'trk') return 'type'
        return parent === 'metadata' ? 'file-type' : null
      case 'trkpt':
        if (parent !== 'trkseg' && parent !== 'trk') return null
        this.inPoint = true
        this.pointLat = parseNumber(attributeOf(attribs, 'lat'))
        this.pointLon = parseNumber(attributeOf(attribs, 'lon'))
        this.pointMs = Number.NaN
        return null
      case 'time':
        return this.inPoint && parent === 'trkpt' ? 'time' : null
      case 'rte':
      case 'wpt':
        this.sawRouteOrWaypoint = true
        return null
      default:
        return null
    }
  }

  take(capture: Capture, text: string): void {
    if (capture === 'time') this.pointMs = parseTimestamp(text)
    else if (capture === 'file-type') this.fileType ||= text.trim().slice(0, 100)
    else if (!this.track.type) this.track.type = text.trim().slice(0, 100)
  }

  close(local: string): void {
    if (!this.inPoint || local !== 'trkpt') return
    this.inPoint = false
    // A trkpt must have a position; one without is skipped whole, as togeojson does.
    if (Number.isNaN(this.pointLat + this.pointLon)) return
    this.file.add(this.pointLat, this.pointLon, this.pointMs)
    this.track.summary.add(this.pointLat, this.pointLon, this.pointMs)
  }

  result(): ActivityReading {
    const { file } = this
    if (file.positions === 0) {
      return refuse('not-an-activity', this.sawRouteOrWaypoint ? 'The GPX holds a route or waypoints, not a recorded track.' : 'The GPX holds no track points.')
    }
    if (Number.isNaN(file.firstMs)) {
      return refuse('no-start-time', 'The GPX track has no times, so when the run happened is unknown: export it with timestamps (a planned route has none).')
    }
    if (!(file.distanceMeters > 0)) return refuse('no-distance', 'The GPX track never moves from its first position.')
    const legs: Leg[] = this.tracks
      .filter(({ summary }) => summary.positions > 0)
      .map(({ summary, type }) => ({
        sport: sportOfName(type || this.fileType),
        label: type || this.fileType,
        startedAt: new Date(Number.isNaN(summary.firstMs) ? file.firstMs : summary.firstMs),
        distanceMeters: summary.distanceMeters,
        movingSeconds: Math.min(summary.movingSeconds, summary.elapsedSeconds),
        elapsedSeconds: summary.elapsedSeconds,
      }))
    return {
      ok: true,
      activity: {
        format: 'gpx',
        startedAt: new Date(file.firstMs),
        distanceMeters: file.distanceMeters,
        movingSeconds: Math.min(file.movingSeconds, file.elapsedSeconds),
        elapsedSeconds: file.elapsedSeconds,
        points: file.positions,
        source: this.creator,
        legs,
      },
    }
  }
}
