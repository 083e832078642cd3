import { type ActivityReading, type Leg, MAX_LEGS, refuse, spanOf, tooManyLegs } from './activity'
import { attributeOf, type XmlFormatReader, XmlRefusal } from './xml-reading'
import { sportOfName } from './sport'
import { parseNumber, parseTimestamp, TrackSummary } from './track'

type Capture = 'time' | 'lat' | 'lon' | 'lap-seconds' | 'lap-meters' | 'point-meters' | 'activity-id' | 'device' | 'author'

/** Laps' and the track's own distances may disagree by this share before the track's is believed. */
export const LAP_TRACK_TOLERANCE = 0.01

/**
 * The track's own cumulative distance (Trackpoint DistanceMeters): what it adds up to, read as the
 * device wrote it. A value below the highest so far is noise and adds nothing; one that falls back
 * near zero is a counter started again (some apps restart it per lap), and counts on from there.
 */
class CumulativeDistance {
  meters = 0
  private highest = 0

  add(value: number): void {
    if (!(value >= 0)) return
    if (value > this.highest) {
      this.meters += value - this.highest
      this.highest = value
    } else if (this.highest > 100 && value < this.highest * 0.1) {
      this.meters += value
      this.highest = value
    }
  }
}

/** One <Activity>: a leg of its Sport, with its laps' totals and its track. */
class ActivityLeg {
  readonly summary = new TrackSummary()
  readonly track = new CumulativeDistance()
  trackpoints = 0
  lapSeconds = 0
  lapsWithSeconds = 0
  lapMeters = 0
  lapStartMs = Number.NaN
  firstLapStartMs = Number.NaN
  lastLapEndMs = Number.NaN
  idMs = Number.NaN

  constructor(readonly sport: string) {}

  /** The first lap's or point's time; the Id (the activity's start by convention) only when neither has one. */
  get startMs(): number {
    const own = [this.summary.firstMs, this.firstLapStartMs].filter((ms) => !Number.isNaN(ms))
    return own.length === 2 ? Math.min(own[0]!, own[1]!) : (own[0] ?? this.idMs)
  }

  /**
   * The laps' total, unless the track's own cumulative distance disagrees by more than 1 % and the
   * track covers at least the laps' time: then the laps left a stretch out (a Suunto TCX whose laps
   * stop short of the end lost 31 % of its run). A track covering less time than its laps lost its
   * signal on the way (a Fitbit ride's points stop 15 minutes early), and the laps stand. Measured
   * along the positions only when neither is written.
   */
  get trackBeatsLaps(): boolean {
    const { lapMeters } = this
    const trackMeters = this.track.meters
    if (!(lapMeters > 0 && trackMeters > 0) || Math.abs(lapMeters - trackMeters) <= trackMeters * LAP_TRACK_TOLERANCE) return false
    const trackSeconds = Number.isNaN(this.summary.firstMs) ? 0 : this.summary.elapsedSeconds
    return trackSeconds >= this.lapSeconds * (1 - LAP_TRACK_TOLERANCE)
  }

  get distanceMeters(): number {
    if (this.trackBeatsLaps) return this.track.meters
    return this.lapMeters || this.track.meters || this.summary.distanceMeters
  }

  leg(): Leg | null {
    const startMs = this.startMs
    if (Number.isNaN(startMs)) return null
    const last = Math.max(Number.isNaN(this.summary.lastMs) ? startMs : this.summary.lastMs, Number.isNaN(this.lastLapEndMs) ? startMs : this.lastLapEndMs)
    const elapsedSeconds = (last - startMs) / 1000
    // Laps that left a stretch out left its time out too: the track's time counts with its distance.
    const moving = this.lapsWithSeconds > 0 && !this.trackBeatsLaps ? this.lapSeconds : this.summary.movingSeconds || elapsedSeconds
    return {
      sport: sportOfName(this.sport),
      label: this.sport,
      startedAt: new Date(startMs),
      distanceMeters: this.distanceMeters,
      movingSeconds: elapsedSeconds > 0 ? Math.min(moving, elapsedSeconds) : moving,
      elapsedSeconds,
    }
  }
}

/**
 * TCX (Garmin Training Center, as Garmin Connect, Strava, Polar, Suunto and others export it):
 * each Activity, alone or in a MultiSportSession, is a leg of its Sport. Distance and moving time
 * come from the laps' totals (DistanceMeters, TotalTimeSeconds), checked against the track.
 * A Course's points are a plan, not a run, and are skipped.
 */
export class TcxReader implements XmlFormatReader<Capture> {
  private readonly activities: ActivityLeg[] = []
  private inPoint = false
  private pointLat = Number.NaN
  private pointLon = Number.NaN
  private pointMs = Number.NaN
  private device = ''
  private author = ''

  private get current(): ActivityLeg | null {
    return this.activities[this.activities.length - 1] ?? null
  }

  open(local: string, parent: string, attribs: Record<string, string>): Capture | null {
    const activity = this.current
    switch (local) {
      case 'Activity':
        if (this.activities.length >= MAX_LEGS) throw new XmlRefusal(tooManyLegs('activities'))
        this.activities.push(new ActivityLeg((attributeOf(attribs, 'Sport') ?? '').trim().slice(0, 100)))
        return null
      case 'Id':
        return parent === 'Activity' ? 'activity-id' : null
      case 'Lap':
        if (!activity) return null
        activity.lapStartMs = parseTimestamp(attributeOf(attribs, 'StartTime'))
        if (activity.lapStartMs < activity.firstLapStartMs || Number.isNaN(activity.firstLapStartMs)) activity.firstLapStartMs = activity.lapStartMs
        return null
      case 'TotalTimeSeconds':
        return parent === 'Lap' && activity ? 'lap-seconds' : null
      case 'DistanceMeters':
        if (parent === 'Lap' && activity) return 'lap-meters'
        return parent === 'Trackpoint' && this.inPoint ? 'point-meters' : null
      case 'Track':
        activity?.summary.breakSegment()
        return null
      case 'Trackpoint':
        if (!activity) return null // a Course's points: a plan, not a run
        this.inPoint = true
        this.pointLat = Number.NaN
        this.pointLon = Number.NaN
        this.pointMs = Number.NaN
        return null
      case 'Time':
        return this.inPoint && parent === 'Trackpoint' ? 'time' : null
      case 'LatitudeDegrees':
        return this.inPoint && parent === 'Position' ? 'lat' : null
      case 'LongitudeDegrees':
        return this.inPoint && parent === 'Position' ? 'lon' : null
      case 'Name':
        if (parent === 'Creator') return 'device'
        return parent === 'Author' ? 'author' : null
      default:
        return null
    }
  }

  take(capture: Capture, text: string): void {
    const activity = this.current
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
        if (!activity || !(seconds >= 0)) break
        activity.lapSeconds += seconds
        activity.lapsWithSeconds++
        const endMs = activity.lapStartMs + seconds * 1000
        if (endMs > activity.lastLapEndMs || Number.isNaN(activity.lastLapEndMs)) activity.lastLapEndMs = endMs
        break
      }
      case 'lap-meters': {
        const meters = parseNumber(text)
        if (activity && meters > 0) activity.lapMeters += meters
        break
      }
      case 'point-meters':
        activity?.track.add(parseNumber(text))
        break
      case 'activity-id':
        if (activity && Number.isNaN(activity.idMs)) activity.idMs = parseTimestamp(text)
        break
      case 'device':
        if (!this.device) this.device = text.trim()
        break
      case 'author':
        if (!this.author) this.author = text.trim()
        break
    }
  }

  close(local: string): void {
    if (!this.inPoint || local !== 'Trackpoint') return
    this.inPoint = false
    const activity = this.current!
    activity.trackpoints++
    activity.summary.add(this.pointLat, this.pointLon, this.pointMs)
  }

  result(): ActivityReading {
    const { activities } = this
    if (activities.length === 0) return refuse('not-an-activity', 'The TCX holds no activity (a course or a workout plan, not a recorded run).')
    const points = activities.reduce((sum, a) => sum + a.trackpoints, 0)
    if (points === 0 && activities.every((a) => a.lapsWithSeconds === 0)) return refuse('not-an-activity', 'The TCX activity has no laps or track points.')
    const legs = activities.map((a) => a.leg()).filter((leg): leg is Leg => leg !== null)
    if (legs.length === 0) return refuse('no-start-time', 'The TCX has no times on its laps or track points, so when the run happened is unknown.')
    const distanceMeters = legs.reduce((sum, leg) => sum + leg.distanceMeters, 0)
    if (!(distanceMeters > 0)) return refuse('no-distance', 'The TCX gives no distance on its laps and has no positions to measure.')
    const { startMs, endMs } = spanOf(legs)
    return {
      ok: true,
      activity: {
        format: 'tcx',
        startedAt: new Date(startMs),
        distanceMeters,
        movingSeconds: legs.reduce((sum, leg) => sum + leg.movingSeconds, 0),
        elapsedSeconds: (endMs - startMs) / 1000,
        points,
        source: this.device || this.author,
        legs,
      },
    }
  }
}
