import { gpx as gpxToGeoJson, tcx as tcxToGeoJson } from '@tmcw/togeojson'
import { DOMParser } from '@xmldom/xmldom'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ACTIVITY_REFUSALS, type Activity, type ActivityReading, type ActivityRefusal, MAX_ACTIVITY_FILE_BYTES, readActivityFile } from './activity-file'
import { fitFile, gpxFile, lastOf, METERS_PER_DEGREE_LAT, northbound, type TrackPoint, tcxFile } from './fixtures.test-support'
import { attributeHeavyGpx } from './hostile-files.test-support'
import { haversineMeters, MIN_MOVING_SPEED, PAUSE_GAP_SECONDS } from './track'

const utf8 = (text: string) => new TextEncoder().encode(text)
const START = Date.UTC(2024, 2, 10, 7, 0, 0)

function activityOf(reading: ActivityReading): Activity {
  if (!reading.ok) throw new Error(`refused: ${reading.reason} (${reading.detail})`)
  return reading.activity
}

const detailOf = (reading: ActivityReading) => (reading.ok ? '' : reading.detail)

function refusalOf(reading: ActivityReading): ActivityRefusal {
  if (reading.ok) throw new Error(`read: ${JSON.stringify(reading.activity)}`)
  expect(reading.detail.length).toBeGreaterThan(10)
  return reading.reason
}

/** Within 0.5 % of the expected distance. */
const expectMeters = (actual: number, expected: number) => expect(Math.abs(actual - expected) / expected).toBeLessThan(0.005)

/** 10 minutes at 3 m/s, one point a second: 600 gaps, 1,800 m. */
const tenMinutes = northbound({ startMs: START, count: 601 })

/** The distance along togeojson's coordinates (every line of every feature), and how many points it found: the reference reading. */
function togeojsonTrack(xml: string, kind: 'gpx' | 'tcx') {
  const collection = (kind === 'gpx' ? gpxToGeoJson : tcxToGeoJson)(new DOMParser().parseFromString(xml, 'text/xml'))
  let meters = 0
  let points = 0
  for (const feature of collection.features) {
    const geometry = feature.geometry as { type: string; coordinates: number[][] | number[][][] }
    const lines = (geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates) as number[][][]
    for (const line of lines) {
      points += line.length
      for (let i = 1; i < line.length; i++) meters += haversineMeters(line[i - 1]![1]!, line[i - 1]![0]!, line[i]![1]!, line[i]![0]!)
    }
  }
  return { meters, points }
}

describe('GPX', () => {
  it('reads a Garmin Connect export: extensions, elevation, times with milliseconds', () => {
    const xml = gpxFile({ flavour: 'garmin', tracks: [[tenMinutes]] })
    const activity = activityOf(readActivityFile(utf8(xml), 'Morning_Run.gpx'))
    expect(activity).toMatchObject({ format: 'gpx', source: 'Garmin Connect', points: 601, movingSeconds: 600, elapsedSeconds: 600 })
    expect(activity.startedAt.toISOString()).toBe('2024-03-10T07:00:00.000Z')
    expectMeters(activity.distanceMeters, 1800)
    // The same positions as the reference GPX library reads.
    const reference = togeojsonTrack(xml, 'gpx')
    expect(activity.points).toBe(reference.points)
    expect(activity.distanceMeters).toBeCloseTo(reference.meters, 6)
  })

  it('reads a Strava export with two segments: no distance or moving time across the pause, elapsed time across it', () => {
    const first = northbound({ startMs: START, count: 601 })
    const second = northbound({ startMs: lastOf(first).ms! + 300_000, count: 301, lat: lastOf(first).lat + 0.01 }) // 5 minutes later, 1.1 km on
    const xml = gpxFile({ flavour: 'strava', tracks: [[first, second]] })
    const activity = activityOf(readActivityFile(utf8(xml)))
    expect(activity).toMatchObject({ format: 'gpx', source: 'StravaGPX', points: 902, movingSeconds: 900, elapsedSeconds: 600 + 300 + 300 })
    expect(activity.startedAt.getTime()).toBe(START)
    expectMeters(activity.distanceMeters, 2700)
    expect(activity.distanceMeters).toBeCloseTo(togeojsonTrack(xml, 'gpx').meters, 6)
  })

  it('skips points timed before the one before them: a clock that jumps back does not count a stretch twice', () => {
    const forward = northbound({ startMs: START, count: 301 })
    // The watch replays 60 points from two minutes back (a merged recording), then carries on.
    const replay = forward.slice(180, 240)
    const xml = gpxFile({ flavour: 'plain', tracks: [[[...forward, ...replay, ...northbound({ startMs: START + 301_000, count: 100, lat: lastOf(forward).lat + 3 / METERS_PER_DEGREE_LAT })]]] })
    const activity = activityOf(readActivityFile(utf8(xml)))
    expectMeters(activity.distanceMeters, 400 * 3)
    expect(activity).toMatchObject({ movingSeconds: 400, elapsedSeconds: 400 })
  })

  it('counts every track of a multi-track file', () => {
    const morning = northbound({ startMs: START, count: 301 })
    const evening = northbound({ startMs: START + 8 * 3600_000, count: 201, lat: 48.85, lon: 2.35 })
    const xml = gpxFile({ flavour: 'plain', tracks: [[morning], [evening]] })
    const activity = activityOf(readActivityFile(utf8(xml)))
    expect(activity).toMatchObject({ points: 502, movingSeconds: 500, elapsedSeconds: 8 * 3600 + 200, source: '' })
    expectMeters(activity.distanceMeters, 1500)
    expect(activity.distanceMeters).toBeCloseTo(togeojsonTrack(xml, 'gpx').meters, 6)
  })

  it('reads an Apple Health export without elevation, with a BOM, CRLF, blank lines and stray characters around it', () => {
    const xml = gpxFile({ flavour: 'apple', tracks: [[tenMinutes]], elevation: false }).replaceAll('\n', '\r\n')
    const messy = `\uFEFF\r\n\r\n  ${xml.replace('<trkpt lat="', '<trkpt  lat=" ').replace('" lon="', ' "\tlon="')}\r\n\u0000\u0000 trailing junk <`
    const activity = activityOf(readActivityFile(utf8(messy), 'export.gpx'))
    expect(activity).toMatchObject({ source: 'Apple Health Export', points: 601, movingSeconds: 600, elapsedSeconds: 600 })
    expectMeters(activity.distanceMeters, 1800)
  })

  it('measures points without a time and skips points without a position or at 0,0 (no fix)', () => {
    const xml = gpxFile({ flavour: 'garmin', tracks: [[tenMinutes.map((point, i) => (i % 10 === 5 ? { ...point, ms: undefined } : point))]] }).replace(
      '<trkpt lat="51.5000000" lon="-0.1200000">',
      '<trkpt>\n<time>2024-03-10T06:59:00.000Z</time></trkpt>\n<trkpt lat="0" lon="0"></trkpt>\n<trkpt lat="51.5000000" lon="-0.1200000">',
    )
    const activity = activityOf(readActivityFile(utf8(xml)))
    expect(activity.points).toBe(601)
    expect(activity.startedAt.getTime()).toBe(START)
    expect(activity.movingSeconds).toBe(600)
    expectMeters(activity.distanceMeters, 1800)
  })

  it('reads times without a zone as UTC, and a decimal comma', () => {
    const xml = gpxFile({ flavour: 'strava', tracks: [[tenMinutes]] })
      .replaceAll(/(\d\d:\d\d:\d\d)Z</g, '$1<')
      .replace('lat="51.5000000"', 'lat="51,5000000"')
    const activity = activityOf(readActivityFile(utf8(xml)))
    expect(activity.startedAt.toISOString()).toBe('2024-03-10T07:00:00.000Z')
    expect(activity.elapsedSeconds).toBe(600)
    expectMeters(activity.distanceMeters, 1800)
  })

  it('accepts what a lenient reader accepts: an unescaped &, unknown entities, control characters, undeclared prefixes, a prefixed root, CDATA', () => {
    const xml = gpxFile({ flavour: 'strava', tracks: [[tenMinutes]], name: 'Run & Walk&nbsp;to the park \u000b' })
      .replace('xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"', '')
      .replace('<gpx ', '<gpx:gpx xmlns:gpx="http://www.topografix.com/GPX/1/1" ')
      .replace('</gpx>', '</gpx:gpx>')
      .replace('creator="StravaGPX"', 'creator="Strava &amp; friends"')
      .replace('<name>', '<desc><![CDATA[a <b>bold</b> note]]></desc><name>')
    const activity = activityOf(readActivityFile(utf8(xml)))
    expect(activity).toMatchObject({ source: 'Strava & friends', points: 601, movingSeconds: 600 })
  })

  it('decodes UTF-16 with a BOM and a declared Latin-1 encoding', () => {
    const xml = gpxFile({ flavour: 'garmin', tracks: [[tenMinutes]], name: 'Läufer' })
    const utf16 = new Uint8Array(2 + xml.length * 2)
    utf16.set([0xff, 0xfe])
    for (let i = 0; i < xml.length; i++) new DataView(utf16.buffer).setUint16(2 + i * 2, xml.charCodeAt(i), true)
    expect(activityOf(readActivityFile(utf16)).points).toBe(601)
    const latin1 = Uint8Array.from(xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), (char) => char.charCodeAt(0))
    expect(latin1.includes(0xe4)).toBe(true) // the ä, one byte
    expect(activityOf(readActivityFile(latin1)).points).toBe(601)
  })

  it('moving time leaves out standing still and long gaps (the rule in track.ts)', () => {
    const run = northbound({ startMs: START, count: 61 }) // 60 s moving
    const standing = Array.from({ length: 30 }, (_, i) => ({ ...lastOf(run), lat: lastOf(run).lat + (i % 2) * 1e-6, ms: lastOf(run).ms! + (i + 1) * 1000 })) // 30 s of GPS drift
    const slow = northbound({ startMs: lastOf(standing).ms! + 1000, count: 10, metersPerSecond: MIN_MOVING_SPEED * 0.8, lat: lastOf(standing).lat })
    const gap = northbound({ startMs: lastOf(slow).ms! + (PAUSE_GAP_SECONDS + 1) * 1000, count: 11, lat: lastOf(slow).lat + 0.002 }) // a ride
    const activity = activityOf(readActivityFile(utf8(gpxFile({ tracks: [[[...run, ...standing, ...slow, ...gap]]] }))))
    expect(activity.movingSeconds).toBe(60 + 10)
    expect(activity.elapsedSeconds).toBe(60 + 30 + 10 + PAUSE_GAP_SECONDS + 1 + 10)
  })

  it('refuses a track without times, a route, an empty track and a track that never moves', () => {
    const untimed = tenMinutes.map(({ ms: _ms, ...point }) => point)
    expect(refusalOf(readActivityFile(utf8(gpxFile({ tracks: [[untimed]] }))))).toBe('no-start-time')
    const route = '<?xml version="1.0"?><gpx version="1.1" creator="Komoot"><rte><rtept lat="51.5" lon="-0.12"/><rtept lat="51.6" lon="-0.12"/></rte></gpx>'
    expect(refusalOf(readActivityFile(utf8(route)))).toBe('not-an-activity')
    expect(refusalOf(readActivityFile(utf8('<gpx version="1.1"><trk><trkseg></trkseg></trk></gpx>')))).toBe('not-an-activity')
    const still: TrackPoint[] = [0, 1, 2].map((i) => ({ lat: 51.5, lon: -0.12, ms: START + i * 1000 }))
    expect(refusalOf(readActivityFile(utf8(gpxFile({ tracks: [[still]] }))))).toBe('no-distance')
  })
})

describe('TCX', () => {
  const laps = [
    { startMs: START, seconds: 600, meters: 1800.5, points: tenMinutes.slice(0, 600) },
    { startMs: START + 600_000, seconds: 280, meters: 892.25, points: northbound({ startMs: START + 600_000, count: 301, lat: lastOf(tenMinutes).lat }) },
  ]

  it("reads a Garmin export: the laps' DistanceMeters and TotalTimeSeconds, the device under Creator", () => {
    const xml = tcxFile({ laps })
    const activity = activityOf(readActivityFile(utf8(xml), 'activity_123.tcx'))
    expect(activity).toMatchObject({ format: 'tcx', source: 'Forerunner 255', points: 901, movingSeconds: 880, elapsedSeconds: 900 })
    expect(activity.startedAt.getTime()).toBe(START)
    // The laps' total, within 1 % of the track's own 2,700 m, is the device's word.
    expect(activity.distanceMeters).toBeCloseTo(1800.5 + 892.25, 6)
    expect(activity.points).toBe(togeojsonTrack(xml, 'tcx').points)
    expect(activity.legs).toEqual([expect.objectContaining({ sport: 'running', label: 'Running', distanceMeters: activity.distanceMeters })])
  })

  it('believes the track over laps that leave a stretch out: more than 1 % apart, the cumulative distance counts', () => {
    // A Suunto export whose laps stop short of the end lost 31 % of its run.
    const short = laps.map((lap, i) => (i === 1 ? { ...lap, meters: 50 } : lap))
    expectMeters(activityOf(readActivityFile(utf8(tcxFile({ laps: short })))).distanceMeters, 2700)
  })

  it('without lap totals, takes the cumulative distance of the track points, then the track itself', () => {
    const bare = laps.map(({ seconds: _s, meters: _m, ...lap }) => lap)
    const cumulative = activityOf(readActivityFile(utf8(tcxFile({ laps: bare }))))
    expectMeters(cumulative.distanceMeters, 2700)
    expect(cumulative.movingSeconds).toBe(899) // from the track: the two Tracks are separate segments
    const measured = activityOf(readActivityFile(utf8(tcxFile({ laps: bare, pointDistances: false }))))
    expectMeters(measured.distanceMeters, 2697)
    expect(measured.distanceMeters).toBeCloseTo(togeojsonTrack(tcxFile({ laps: bare, pointDistances: false }), 'tcx').meters, 6)
  })

  it('reads a treadmill run: laps and times, no positions', () => {
    const activity = activityOf(readActivityFile(utf8(tcxFile({ laps, positions: false }))))
    expect(activity).toMatchObject({ points: 901, movingSeconds: 880 })
    expect(activity.distanceMeters).toBeCloseTo(1800.5 + 892.25, 6)
  })

  it('refuses a course (a plan, not a run)', () => {
    const course = tcxFile({ laps }).replace(/<Activities>[\s\S]*<\/Activities>/, '<Courses><Course><Track><Trackpoint><Time>2024-03-10T07:00:00Z</Time></Trackpoint></Track></Course></Courses>')
    expect(refusalOf(readActivityFile(utf8(course)))).toBe('not-an-activity')
  })
})

describe('FIT', () => {
  const session = { startMs: START, elapsedSeconds: 660, timerSeconds: 600, meters: 1812.34 }

  it("written with Garmin's encoder: the session's total_distance and total_timer_time, the device from file_id", () => {
    const activity = activityOf(readActivityFile(fitFile({ points: tenMinutes, session }), 'Morning_Run.fit'))
    expect(activity).toMatchObject({ format: 'fit', source: 'garmin fr255Music', points: 601, movingSeconds: 600, elapsedSeconds: 660 })
    expect(activity.startedAt.getTime()).toBe(START)
    expectMeters(activity.distanceMeters, 1812.34)
  })

  it('without a session (a recording cut short), takes the records: last distance, times, positions', () => {
    const activity = activityOf(readActivityFile(fitFile({ points: tenMinutes, session: null })))
    expect(activity).toMatchObject({ points: 601, movingSeconds: 600, elapsedSeconds: 600 })
    expectMeters(activity.distanceMeters, 1800)
  })

  it('reads a file with bytes after its checksum (the decoder is lenient past the first file)', () => {
    const fit = fitFile({ points: tenMinutes, session })
    const padded = new Uint8Array(fit.length + 16)
    padded.set(fit)
    expect(activityOf(readActivityFile(padded)).movingSeconds).toBe(600)
  })

  it('refuses a course file and a file with no run in it', () => {
    expect(refusalOf(readActivityFile(fitFile({ points: tenMinutes, fileType: 'course' })))).toBe('not-an-activity')
    expect(refusalOf(readActivityFile(fitFile({ points: [], session: null })))).toBe('not-an-activity')
  })

  it('refuses a bad checksum, in the data or in the header', () => {
    const fit = fitFile({ points: tenMinutes, session })
    const inData = fit.slice()
    inData[200]! ^= 0x01
    expect(refusalOf(readActivityFile(inData))).toBe('bad-checksum')
    const inHeader = fit.slice()
    inHeader[2]! ^= 0x01 // the profile version, covered by the header's CRC
    expect(refusalOf(readActivityFile(inHeader))).toBe('bad-checksum')
  })
})

describe('the format comes from the content, not the name', () => {
  it('reads a FIT named .gpx and a GPX named .fit', () => {
    expect(activityOf(readActivityFile(fitFile({ points: tenMinutes }), 'run.gpx')).format).toBe('fit')
    expect(activityOf(readActivityFile(utf8(gpxFile({ tracks: [[tenMinutes]] })), 'run.fit')).format).toBe('gpx')
  })

  it('refuses KML, other XML, JSON and text as unsupported, and damaged content named as an activity file as unreadable', () => {
    expect(refusalOf(readActivityFile(utf8('<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>')))).toBe('unsupported-type')
    expect(refusalOf(readActivityFile(utf8('<html><body>Not found</body></html>'), 'run.gpx'))).toBe('unsupported-type')
    expect(refusalOf(readActivityFile(utf8('{"type":"FeatureCollection"}')))).toBe('unsupported-type')
    expect(refusalOf(readActivityFile(utf8('lat,lon\n51.5,-0.12')))).toBe('unsupported-type')
    expect(refusalOf(readActivityFile(utf8('lat,lon\n51.5,-0.12'), 'Run.GPX'))).toBe('unreadable')
  })
})

describe('hostile and broken files: a clear refusal, never a crash', () => {
  const KNOWN = new Set<string>(ACTIVITY_REFUSALS)
  const gpx = utf8(gpxFile({ tracks: [[tenMinutes.slice(0, 60)]] }))
  const tcx = utf8(tcxFile({ laps: [{ startMs: START, seconds: 59, meters: 177, points: tenMinutes.slice(0, 60) }] }))
  const fit = fitFile({ points: tenMinutes.slice(0, 60), session: { startMs: START, elapsedSeconds: 59, timerSeconds: 59, meters: 177 } })

  /** Whatever the bytes, an answer: a reading, or a refusal with a known reason and a sentence. */
  const answers = (bytes: Uint8Array, fileName?: string) => {
    const reading = readActivityFile(bytes, fileName)
    return reading.ok ? reading.activity.distanceMeters > 0 : KNOWN.has(reading.reason) && reading.detail.length > 10
  }

  it('an empty file', () => {
    expect(refusalOf(readActivityFile(new Uint8Array(0), 'run.gpx'))).toBe('empty')
  })

  it('truncated files: every cut of a GPX, a TCX and a FIT is refused as unreadable', () => {
    for (const [name, bytes] of [
      ['run.gpx', gpx],
      ['run.tcx', tcx],
      ['run.fit', fit],
    ] as const) {
      const step = Math.max(1, Math.floor(bytes.length / 300))
      for (const length of [...Array.from({ length: Math.ceil(bytes.length / step) }, (_, i) => 1 + i * step), bytes.length - 1]) {
        if (length >= bytes.length) continue
        const reading = readActivityFile(bytes.subarray(0, length), name)
        expect(reading.ok ? 'read' : reading.reason, `${name} cut at ${length} of ${bytes.length}`).toBe('unreadable')
      }
    }
  })

  it('pictures, documents and archives by their first bytes', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0])
    for (const bytes of [png, jpeg, utf8('%PDF-1.7\n'), Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 20, 0]), Uint8Array.from([0x1f, 0x8b, 8, 0])]) {
      expect(refusalOf(readActivityFile(bytes, 'run.gpx'))).toBe('unsupported-type')
    }
  })

  it(`more than ${MAX_ACTIVITY_FILE_BYTES / 1024 / 1024} MB (20 MB of XML) is refused before reading`, () => {
    const huge = new Uint8Array(20 * 1024 * 1024).fill(0x20)
    huge.set(utf8('<gpx version="1.1"><trk><trkseg>'))
    const started = performance.now()
    const reading = readActivityFile(huge, 'big.gpx')
    expect(refusalOf(reading)).toBe('too-large')
    expect(performance.now() - started).toBeLessThan(50)
    expect(detailOf(reading)).toMatch(/20 MB.*15 MB/)
  })

  it('an element of 1.2 million attributes, and 10 MB of empty elements, are refused as they are read', () => {
    const attributes = readActivityFile(attributeHeavyGpx(1_200_000), 'attributes.gpx')
    expect(refusalOf(attributes)).toBe('too-complex')
    expect(detailOf(attributes)).toMatch(/more than 100 attributes/) // it stops at the 101st
    const elements = readActivityFile(utf8(`<gpx version="1.1">${'<a/>'.repeat(2_600_000)}</gpx>`), 'elements.gpx')
    expect(refusalOf(elements)).toBe('too-complex')
    expect(detailOf(elements)).toMatch(/2,000,000 elements/)
  })

  it('XML nested 10,000 deep', () => {
    const deep = `<gpx version="1.1">${'<extensions>'.repeat(10_000)}${'</extensions>'.repeat(10_000)}</gpx>`
    const reading = readActivityFile(utf8(deep))
    expect(refusalOf(reading)).toBe('unreadable')
    expect(detailOf(reading)).toMatch(/nests/)
  })

  it('a billion laughs: the DOCTYPE is refused before the XML is parsed', () => {
    const entities = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('')
    const bomb = `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY lol0 "lol">${entities}]><gpx version="1.1"><trk><name>&lol9;</name></trk></gpx>`
    const started = performance.now()
    const reading = readActivityFile(utf8(bomb), 'bomb.gpx')
    expect(refusalOf(reading)).toBe('unreadable')
    expect(detailOf(reading)).toMatch(/DOCTYPE/)
    expect(performance.now() - started).toBeLessThan(50)
    // Also in lower case, after a comment, and an ENTITY alone.
    expect(refusalOf(readActivityFile(utf8('<!-- x --><!doctype gpx><gpx/>')))).toBe('unreadable')
    expect(refusalOf(readActivityFile(utf8('<gpx><!ENTITY a "b"></gpx>')))).toBe('unreadable')
  })

  it('a FIT with any one byte changed is refused (checksum, header or size), never read as a run', () => {
    fc.assert(
      fc.property(fc.nat({ max: fit.length - 1 }), fc.integer({ min: 1, max: 255 }), (at, mask) => {
        const damaged = fit.slice()
        damaged[at]! ^= mask
        const reading = readActivityFile(damaged, 'run.fit')
        return !reading.ok && ['bad-checksum', 'unreadable'].includes(reading.reason)
      }),
      { numRuns: 500 },
    )
  })

  it('random bytes, alone or after an activity file header, never throw', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), fc.option(fc.string({ maxLength: 30 })), (bytes, name) => answers(bytes, name ?? undefined)),
      { numRuns: 400 },
    )
    const heads = [
      fit.subarray(0, 14),
      utf8('<?xml version="1.0"?><gpx version="1.1"><trk><trkseg><trkpt lat="51.5" lon="-0.12">'),
      utf8('<TrainingCenterDatabase><Activities><Activity><Lap StartTime="2024-03-10T07:00:00Z">'),
    ]
    fc.assert(
      fc.property(fc.constantFrom(...heads), fc.uint8Array({ maxLength: 2048 }), (head, tail) => {
        const bytes = new Uint8Array(head.length + tail.length)
        bytes.set(head)
        bytes.set(tail, head.length)
        return answers(bytes)
      }),
      { numRuns: 400 },
    )
  })

  it('random text inside a GPX track point never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 20 }), (inside, lat) => {
        const xml = gpxFile({ tracks: [[tenMinutes.slice(0, 5)]] })
          .replace('<ele>20.0</ele>', `<ele>${inside}</ele>`)
          .replace('lat="51.5000000"', `lat="${lat}"`)
        return answers(utf8(xml))
      }),
      { numRuns: 300 },
    )
  })
})

describe('the fixtures measure what they say', () => {
  it('northbound points are metersPerSecond apart', () => {
    const [a, b] = northbound({ startMs: START, count: 2, metersPerSecond: 4 })
    expect((b!.lat - a!.lat) * METERS_PER_DEGREE_LAT).toBeCloseTo(4, 9)
    expect(haversineMeters(a!.lat, a!.lon, b!.lat, b!.lon)).toBeCloseTo(4, 6)
  })
})
