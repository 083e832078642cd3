import { type Handler, Parser } from 'htmlparser2'
import { type ActivityReading, refuse } from './activity'
import { parseNumber, parseTimestamp, TrackSummary } from './track'

/**
 * GPX and TCX, read in one streaming pass over htmlparser2's tokenizer in XML mode: a lenient reader
 * (an unescaped &, an unknown entity, control characters, an undeclared namespace prefix, text
 * before or after the root all pass) that keeps no document tree, only running totals
 * (TrackSummary). A DOM (xmldom, then togeojson over it) took ~6 s and hundreds of MB of heap for a
 * 50,000-point file here; this takes ~250 ms and holds little beyond the text. The tests check its
 * positions and distances against togeojson's on the same files.
 *
 * Refused: a DOCTYPE or ENTITY declaration (before parsing: no entity is ever expanded, so no
 * billion laughs), nesting deeper than MAX_XML_DEPTH, and a file that ends before its root closes
 * (cut off in transit: its totals would be short).
 */
export const MAX_XML_DEPTH = 64

/** Thrown from a handler to leave the parse early: with a refusal, or null once the root has closed. */
class Stop {
  constructor(readonly reading: ActivityReading | null) {}
}

type Capture = 'time' | 'lat' | 'lon' | 'lap-seconds' | 'lap-meters' | 'point-meters' | 'activity-id' | 'device' | 'author'

const localName = (name: string) => {
  const colon = name.indexOf(':')
  return colon < 0 ? name : name.slice(colon + 1)
}

const DECLARATION = /^<!(?:doctype|entity)/i

/** Whether the text declares a DOCTYPE or an entity anywhere (checked before any parsing). */
export function hasDeclaration(text: string): boolean {
  for (let at = text.indexOf('<!'); at >= 0; at = text.indexOf('<!', at + 2)) {
    if (DECLARATION.test(text.slice(at, at + 9))) return true
  }
  return false
}

class ActivityXmlReader implements Partial<Handler> {
  format: 'gpx' | 'tcx' | null = null
  /** Set once all the text is written: a root closed from now on was closed by the end of the file. */
  finishing = false
  rootClosed = false

  readonly summary = new TrackSummary()
  private readonly stack: string[] = []
  private capture: Capture | null = null
  private captureDepth = 0
  private text = ''

  private inPoint = false
  private pointLat = Number.NaN
  private pointLon = Number.NaN
  private pointMs = Number.NaN

  // GPX
  creator = ''
  sawRouteOrWaypoint = false
  // TCX
  activities = 0
  trackpoints = 0
  lapSeconds = 0
  lapsWithSeconds = 0
  lapMeters = 0
  pointMetersMax = 0
  lapStartMs = Number.NaN
  firstLapStartMs = Number.NaN
  lastLapEndMs = Number.NaN
  activityIdMs = Number.NaN
  device = ''
  author = ''

  onopentag(name: string, attribs: Record<string, string>): void {
    const local = localName(name)
    const depth = this.stack.length
    if (depth === 0) this.openRoot(local, attribs)
    if (depth >= MAX_XML_DEPTH) throw new Stop(refuse('unreadable', `The file nests its elements more than ${MAX_XML_DEPTH} levels deep: no GPX or TCX does.`))
    const parent = depth > 0 ? this.stack[depth - 1]! : ''
    this.stack.push(local)
    if (this.format === 'gpx') this.openGpx(local, parent, attribs)
    else this.openTcx(local, parent, attribs)
  }

  private openRoot(local: string, attribs: Record<string, string>): void {
    const root = local.toLowerCase()
    if (root === 'gpx') {
      this.format = 'gpx'
      this.creator = (attribs.creator ?? '').trim()
    } else if (root === 'trainingcenterdatabase') {
      this.format = 'tcx'
    } else if (root === 'kml') {
      throw new Stop(refuse('unsupported-type', 'This is a KML map file, which holds no timed run: export the run as GPX, TCX or FIT instead.'))
    } else {
      throw new Stop(refuse('unsupported-type', `This is an XML file of another kind (<${local}>), not GPX or TCX.`))
    }
  }

  private startCapture(capture: Capture): void {
    this.capture = capture
    this.captureDepth = this.stack.length
    this.text = ''
  }

  private openGpx(local: string, parent: string, attribs: Record<string, string>): void {
    switch (local) {
      case 'trk':
      case 'trkseg':
        this.summary.breakSegment()
        break
      case 'trkpt':
        if (parent !== 'trkseg' && parent !== 'trk') break
        this.inPoint = true
        this.pointLat = parseNumber(attribs.lat)
        this.pointLon = parseNumber(attribs.lon)
        this.pointMs = Number.NaN
        break
      case 'time':
        if (this.inPoint && parent === 'trkpt') this.startCapture('time')
        break
      case 'rte':
      case 'wpt':
        this.sawRouteOrWaypoint = true
        break
    }
  }

  private openTcx(local: string, parent: string, attribs: Record<string, string>): void {
    switch (local) {
      case 'Activity':
        this.activities++
        this.summary.breakSegment()
        break
      case 'Id':
        if (parent === 'Activity') this.startCapture('activity-id')
        break
      case 'Lap':
        this.lapStartMs = parseTimestamp(attribs.StartTime)
        if (this.lapStartMs < this.firstLapStartMs || Number.isNaN(this.firstLapStartMs)) this.firstLapStartMs = this.lapStartMs
        break
      case 'TotalTimeSeconds':
        if (parent === 'Lap') this.startCapture('lap-seconds')
        break
      case 'DistanceMeters':
        if (parent === 'Lap') this.startCapture('lap-meters')
        else if (parent === 'Trackpoint') this.startCapture('point-meters')
        break
      case 'Track':
        this.summary.breakSegment()
        break
      case 'Trackpoint':
        if (this.activities === 0) break // a Course's points: a plan, not a run
        this.inPoint = true
        this.pointLat = Number.NaN
        this.pointLon = Number.NaN
        this.pointMs = Number.NaN
        break
      case 'Time':
        if (this.inPoint && parent === 'Trackpoint') this.startCapture('time')
        break
      case 'LatitudeDegrees':
        if (this.inPoint && parent === 'Position') this.startCapture('lat')
        break
      case 'LongitudeDegrees':
        if (this.inPoint && parent === 'Position') this.startCapture('lon')
        break
      case 'Name':
        if (parent === 'Creator') this.startCapture('device')
        else if (parent === 'Author') this.startCapture('author')
        break
    }
  }

  ontext(data: string): void {
    if (this.capture !== null) this.text += data
  }

  onprocessinginstruction(name: string): void {
    // Found before parsing (hasDeclaration); kept here so that no path hands a DTD on.
    if (DECLARATION.test(`<${name}`)) throw new Stop(refuse('unreadable', 'The file declares a DOCTYPE or entities, which activity files never do; it is not read.'))
  }

  onclosetag(): void {
    const depth = this.stack.length
    if (depth === 0) return
    if (this.capture !== null && this.captureDepth === depth) {
      this.take(this.capture, this.text)
      this.capture = null
    }
    const local = this.stack.pop()!
    if (this.inPoint && (local === 'trkpt' || local === 'Trackpoint')) {
      this.inPoint = false
      if (this.format === 'tcx') this.trackpoints++
      // A GPX trkpt must have a position; one without is skipped whole, as togeojson does.
      if (this.format === 'tcx' || !Number.isNaN(this.pointLat + this.pointLon)) this.summary.add(this.pointLat, this.pointLon, this.pointMs)
    }
    if (depth === 1) {
      if (this.finishing) throw new Stop(refuse('unreadable', `The file ends before its closing </${local}> tag: it was cut off, perhaps in the download. Export it again.`))
      this.rootClosed = true
      throw new Stop(null) // anything after the root is not read
    }
  }

  private take(capture: Capture, text: string): void {
    switch (capture) {
      case 'time':
        this.pointMs = parseTimestamp(text)
        break
      case 'lat':
        this.pointLat = parseNumber(text)
        break
      case 'lon':
        this.pointLon = parseNumber(text)
        break
      case 'lap-seconds': {
        const seconds = parseNumber(text)
        if (!(seconds >= 0)) break
        this.lapSeconds += seconds
        this.lapsWithSeconds++
        const endMs = this.lapStartMs + seconds * 1000
        if (endMs > this.lastLapEndMs || Number.isNaN(this.lastLapEndMs)) this.lastLapEndMs = endMs
        break
      }
      case 'lap-meters': {
        const meters = parseNumber(text)
        if (meters > 0) this.lapMeters += meters
        break
      }
      case 'point-meters': {
        const meters = parseNumber(text)
        if (meters > this.pointMetersMax) this.pointMetersMax = meters
        break
      }
      case 'activity-id':
        if (Number.isNaN(this.activityIdMs)) this.activityIdMs = parseTimestamp(text)
        break
      case 'device':
        if (!this.device) this.device = text.trim()
        break
      case 'author':
        if (!this.author) this.author = text.trim()
        break
    }
  }

  result(): ActivityReading {
    return this.format === 'gpx' ? this.gpxResult() : this.tcxResult()
  }

  private gpxResult(): ActivityReading {
    const { summary } = this
    if (summary.positions === 0) {
      return refuse('not-an-activity', this.sawRouteOrWaypoint ? 'The GPX holds a route or waypoints, not a recorded track.' : 'The GPX holds no track points.')
    }
    if (Number.isNaN(summary.firstMs)) {
      return refuse('no-start-time', 'The GPX track has no times, so when the run happened is unknown: export it with timestamps (a planned route has none).')
    }
    if (!(summary.distanceMeters > 0)) return refuse('no-distance', 'The GPX track never moves from its first position.')
    return {
      ok: true,
      activity: {
        format: 'gpx',
        startedAt: new Date(summary.firstMs),
        distanceMeters: summary.distanceMeters,
        movingSeconds: summary.movingSeconds,
        elapsedSeconds: summary.elapsedSeconds,
        points: summary.positions,
        source: this.creator,
      },
    }
  }

  private tcxResult(): ActivityReading {
    const { summary } = this
    if (this.activities === 0) return refuse('not-an-activity', 'The TCX holds no activity (a course or a workout plan, not a recorded run).')
    if (this.trackpoints === 0 && this.lapsWithSeconds === 0) return refuse('not-an-activity', 'The TCX activity has no laps or track points.')
    let startMs = Math.min(summary.firstMs, this.firstLapStartMs) // NaN when either is: pick by hand
    if (Number.isNaN(startMs)) startMs = Number.isNaN(summary.firstMs) ? this.firstLapStartMs : summary.firstMs
    if (Number.isNaN(startMs)) startMs = this.activityIdMs
    if (Number.isNaN(startMs)) return refuse('no-start-time', 'The TCX has no times on its laps or track points, so when the run happened is unknown.')
    const distanceMeters = this.lapMeters > 0 ? this.lapMeters : this.pointMetersMax > 0 ? this.pointMetersMax : summary.distanceMeters
    if (!(distanceMeters > 0)) return refuse('no-distance', 'The TCX gives no distance on its laps and has no positions to measure.')
    const endMs = Math.max(Number.isNaN(summary.lastMs) ? startMs : summary.lastMs, Number.isNaN(this.lastLapEndMs) ? startMs : this.lastLapEndMs)
    return {
      ok: true,
      activity: {
        format: 'tcx',
        startedAt: new Date(startMs),
        distanceMeters,
        movingSeconds: this.lapsWithSeconds > 0 ? this.lapSeconds : summary.movingSeconds,
        elapsedSeconds: (endMs - startMs) / 1000,
        points: this.trackpoints,
        source: this.device || this.author,
      },
    }
  }
}

/** Reads GPX or TCX text (decoded, BOM removed). Never throws on bad input: a refusal says what is wrong. */
export function readActivityXml(text: string): ActivityReading {
  if (hasDeclaration(text)) return refuse('unreadable', 'The file declares a DOCTYPE or entities, which activity files never do; it is not read.')
  const reader = new ActivityXmlReader()
  const parser = new Parser(reader, { xmlMode: true })
  try {
    parser.write(text)
    reader.finishing = true
    parser.end()
  } catch (error) {
    if (!(error instanceof Stop)) throw error
    if (error.reading) return error.reading
  }
  if (reader.format === null) return refuse('unreadable', 'The file starts like XML but holds no element.')
  if (!reader.rootClosed) return refuse('unreadable', 'The file ends before its root element closes: it was cut off. Export it again.')
  return reader.result()
}
