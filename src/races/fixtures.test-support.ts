import { Encoder, type Mesg, Profile } from '@garmin/fitsdk'

/**
 * Activity files made in code for the tests and the benchmark: GPX as Garmin Connect, Strava and
 * Apple Health exporters write it, Garmin TCX, and FIT written with Garmin's own encoder.
 */

export type TrackPoint = { lat: number; lon: number; ms?: number; ele?: number; hr?: number }

/** Metres in one degree of latitude on the sphere the reader measures on (mean Earth radius). */
export const METERS_PER_DEGREE_LAT = (6_371_008.8 * Math.PI) / 180

/** `count` points heading due north at `metersPerSecond`, one every `everySeconds`, from `startMs`. */
export function northbound({
  startMs,
  count,
  everySeconds = 1,
  metersPerSecond = 3,
  lat = 51.5,
  lon = -0.12,
}: {
  startMs: number
  count: number
  everySeconds?: number
  metersPerSecond?: number
  lat?: number
  lon?: number
}): TrackPoint[] {
  const step = (metersPerSecond * everySeconds) / METERS_PER_DEGREE_LAT
  return Array.from({ length: count }, (_, i) => ({ lat: lat + i * step, lon, ms: startMs + i * everySeconds * 1000, ele: 20 + (i % 7), hr: 140 + (i % 20) }))
}

/** The last point of a track, for starting the next one where it left off. */
export const lastOf = (points: TrackPoint[]) => points[points.length - 1]!

export type GpxFlavour = 'garmin' | 'strava' | 'apple' | 'plain'

const GPX_ROOTS: Record<GpxFlavour, string> = {
  garmin:
    '<gpx creator="Garmin Connect" version="1.1" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/11.xsd" xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns2="http://www.garmin.com/xmlschemas/GpxExtensions/v3">',
  strava:
    '<gpx creator="StravaGPX" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd http://www.garmin.com/xmlschemas/GpxExtensions/v3 http://www.garmin.com/xmlschemas/GpxExtensionsv3.xsd http://www.garmin.com/xmlschemas/TrackPointExtension/v1 http://www.garmin.com/xmlschemas/TrackPointExtensionv1.xsd" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3">',
  apple: '<gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
  plain: '<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">',
}

const iso = (ms: number, millis: boolean) => (millis ? new Date(ms).toISOString() : new Date(ms).toISOString().replace('.000Z', 'Z'))

/**
 * A GPX file: `tracks` holds tracks, each a list of segments of points. Garmin writes times with
 * milliseconds and heart rate under ns3:, Strava without and under gpxtpx:, Apple's exporters
 * speed and course under a bare <extensions>; elevation and extensions can be left out.
 */
export function gpxFile({
  flavour = 'garmin',
  tracks,
  elevation = true,
  extensions = true,
  name = 'Morning Run',
  type = 'running',
}: {
  flavour?: GpxFlavour
  tracks: TrackPoint[][][]
  elevation?: boolean
  extensions?: boolean
  name?: string
  /** The tracks' <type> (what Garmin Connect and Strava write); null for none. */
  type?: string | null
}): string {
  const millis = flavour === 'garmin'
  const prefix = flavour === 'garmin' ? 'ns3' : 'gpxtpx'
  const firstMs = tracks[0]?.[0]?.[0]?.ms
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', GPX_ROOTS[flavour]]
  lines.push(' <metadata>')
  if (flavour === 'garmin') lines.push('  <link href="connect.garmin.com">', '   <text>Garmin Connect</text>', '  </link>')
  if (firstMs !== undefined) lines.push(`  <time>${iso(firstMs, millis)}</time>`)
  lines.push(' </metadata>')
  for (const segments of tracks) {
    lines.push(' <trk>', `  <name>${name}</name>`)
    if (type !== null) lines.push(`  <type>${type}</type>`)
    for (const points of segments) {
      lines.push('  <trkseg>')
      for (const point of points) {
        lines.push(`   <trkpt lat="${point.lat.toFixed(7)}" lon="${point.lon.toFixed(7)}">`)
        if (elevation && point.ele !== undefined) lines.push(`    <ele>${point.ele.toFixed(1)}</ele>`)
        if (point.ms !== undefined) lines.push(`    <time>${iso(point.ms, millis)}</time>`)
        if (extensions && flavour === 'apple') lines.push('    <extensions><speed>3.00</speed><course>0.0</course><hAcc>4.2</hAcc><vAcc>3.1</vAcc></extensions>')
        else if (extensions && point.hr !== undefined) {
          lines.push(
            '    <extensions>',
            `     <${prefix}:TrackPointExtension>`,
            `      <${prefix}:hr>${point.hr}</${prefix}:hr>`,
            `      <${prefix}:cad>86</${prefix}:cad>`,
            `     </${prefix}:TrackPointExtension>`,
            '    </extensions>',
          )
        }
        lines.push('   </trkpt>')
      }
      lines.push('  </trkseg>')
    }
    lines.push(' </trk>')
  }
  lines.push('</gpx>')
  return lines.join('\n')
}

export type TcxLap = { startMs: number; seconds?: number; meters?: number; points: TrackPoint[] }

/** A Garmin Connect TCX: laps with their totals, track points with cumulative distance and heart rate, the device under Creator. */
export function tcxFile({ laps, device = 'Forerunner 255', positions = true, pointDistances = true }: { laps: TcxLap[]; device?: string; positions?: boolean; pointDistances?: boolean }): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<TrainingCenterDatabase xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd" xmlns:ns5="http://www.garmin.com/xmlschemas/ActivityGoals/v1" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2" xmlns:ns2="http://www.garmin.com/xmlschemas/UserProfile/v2" xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns4="http://www.garmin.com/xmlschemas/ProfileExtension/v1">',
    '  <Activities>',
    '    <Activity Sport="Running">',
    `      <Id>${new Date(laps[0]!.startMs).toISOString()}</Id>`,
  ]
  let cumulative = 0
  let previous: TrackPoint | null = null
  for (const lap of laps) {
    lines.push(`      <Lap StartTime="${new Date(lap.startMs).toISOString()}">`)
    if (lap.seconds !== undefined) lines.push(`        <TotalTimeSeconds>${lap.seconds.toFixed(1)}</TotalTimeSeconds>`)
    if (lap.meters !== undefined) lines.push(`        <DistanceMeters>${lap.meters.toFixed(2)}</DistanceMeters>`)
    lines.push(
      '        <MaximumSpeed>3.2</MaximumSpeed>',
      '        <Calories>120</Calories>',
      '        <AverageHeartRateBpm><Value>148</Value></AverageHeartRateBpm>',
      '        <Intensity>Active</Intensity>',
      '        <TriggerMethod>Manual</TriggerMethod>',
      '        <Track>',
    )
    for (const point of lap.points) {
      if (previous) cumulative += Math.abs(point.lat - previous.lat) * METERS_PER_DEGREE_LAT
      previous = point
      lines.push('          <Trackpoint>', `            <Time>${new Date(point.ms!).toISOString()}</Time>`)
      if (positions)
        lines.push(
          '            <Position>',
          `              <LatitudeDegrees>${point.lat.toFixed(7)}</LatitudeDegrees>`,
          `              <LongitudeDegrees>${point.lon.toFixed(7)}</LongitudeDegrees>`,
          '            </Position>',
        )
      if (point.ele !== undefined) lines.push(`            <AltitudeMeters>${point.ele.toFixed(1)}</AltitudeMeters>`)
      if (pointDistances) lines.push(`            <DistanceMeters>${cumulative.toFixed(2)}</DistanceMeters>`)
      lines.push(
        `            <HeartRateBpm><Value>${point.hr ?? 140}</Value></HeartRateBpm>`,
        '            <Extensions>',
        '              <ns3:TPX><ns3:Speed>3.0</ns3:Speed><ns3:RunCadence>86</ns3:RunCadence></ns3:TPX>',
        '            </Extensions>',
        '          </Trackpoint>',
      )
    }
    lines.push('        </Track>', '      </Lap>')
  }
  lines.push(
    '      <Creator xsi:type="Device_t">',
    `        <Name>${device}</Name>`,
    '        <UnitId>3999999999</UnitId>',
    '        <ProductID>3990</ProductID>',
    '        <Version><VersionMajor>19</VersionMajor><VersionMinor>18</VersionMinor><BuildMajor>0</BuildMajor><BuildMinor>0</BuildMinor></Version>',
    '      </Creator>',
    '    </Activity>',
    '  </Activities>',
    '  <Author xsi:type="Application_t">',
    '    <Name>Connect Api</Name>',
    '    <Build><Version><VersionMajor>0</VersionMajor><VersionMinor>0</VersionMinor><BuildMajor>0</BuildMajor><BuildMinor>0</BuildMinor></Version></Build>',
    '    <LangID>en</LangID>',
    '    <PartNumber>006-D2449-00</PartNumber>',
    '  </Author>',
    '</TrainingCenterDatabase>',
  )
  return lines.join('\n')
}

const SEMICIRCLES_PER_DEGREE = 2 ** 31 / 180

export type FitSession = { startMs: number; elapsedSeconds: number; timerSeconds: number; meters: number }

/**
 * A FIT activity as a Garmin watch writes it, through @garmin/fitsdk's Encoder: file_id, a timer
 * start event, one record per point (position, cumulative distance, heart rate), then a lap, a
 * session and the activity. `session: null` leaves out lap, session and activity (a recording cut short).
 */
export function fitFile({
  points,
  session,
  product = 3990,
  fileType = 'activity',
  positions = true,
}: {
  points: TrackPoint[]
  session?: FitSession | null
  product?: number
  fileType?: string
  positions?: boolean
}): Uint8Array {
  const encoder = new Encoder()
  const write = (mesgNum: number | undefined, fields: Record<string, unknown>) => encoder.onMesg(mesgNum!, fields as Mesg)
  const first = points[0]?.ms ?? Date.UTC(2024, 2, 10, 7)
  write(Profile.MesgNum.FILE_ID, { type: fileType, manufacturer: 'garmin', product, serialNumber: 3_999_999_999, timeCreated: new Date(first) })
  write(Profile.MesgNum.EVENT, { timestamp: new Date(first), event: 'timer', eventType: 'start' })
  let meters = 0
  points.forEach((point, i) => {
    if (i > 0) meters += Math.abs(point.lat - points[i - 1]!.lat) * METERS_PER_DEGREE_LAT
    write(Profile.MesgNum.RECORD, {
      timestamp: new Date(point.ms!),
      ...(positions ? { positionLat: Math.round(point.lat * SEMICIRCLES_PER_DEGREE), positionLong: Math.round(point.lon * SEMICIRCLES_PER_DEGREE) } : {}),
      distance: meters,
      altitude: point.ele ?? 20,
      heartRate: point.hr ?? 140,
      cadence: 86,
      speed: 3,
    })
  })
  if (session) {
    const end = new Date(session.startMs + session.elapsedSeconds * 1000)
    const totals = { timestamp: end, startTime: new Date(session.startMs), totalElapsedTime: session.elapsedSeconds, totalTimerTime: session.timerSeconds, totalDistance: session.meters }
    write(Profile.MesgNum.EVENT, { timestamp: end, event: 'timer', eventType: 'stopAll' })
    write(Profile.MesgNum.LAP, { messageIndex: 0, event: 'lap', eventType: 'stop', ...totals })
    write(Profile.MesgNum.SESSION, { messageIndex: 0, event: 'session', eventType: 'stop', sport: 'running', subSport: 'generic', firstLapIndex: 0, numLaps: 1, ...totals })
    write(Profile.MesgNum.ACTIVITY, { timestamp: end, numSessions: 1, type: 'manual', event: 'activity', eventType: 'stop', totalTimerTime: session.timerSeconds })
  }
  return encoder.close()
}
