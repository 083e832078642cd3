import { type ActivityReading, refuse } from './activity'
import { looksLikeFit, readFit } from './activity-fit'
import { readActivityXml } from './activity-xml'

export { ACTIVITY_REFUSALS, type Activity, type ActivityFormat, type ActivityReading, type ActivityRefusal } from './activity'

/**
 * Reading an uploaded activity file (GPX, TCX or FIT, as Garmin, Strava, Apple Health exporters,
 * Coros, Suunto and others export them) into the run it records. The format is told from the content
 * (FIT's ".FIT" header, the XML root gpx or TrainingCenterDatabase); the file name only helps word a
 * refusal. Plain TypeScript: no framework, no I/O, so the upload route, a job or a script can call it.
 *
 *   - distance: the file's own total where it has one (FIT sessions' total_distance, TCX laps'
 *     DistanceMeters), else along the track by haversine over every segment of every track;
 *   - moving time: FIT sessions' total_timer_time, TCX laps' TotalTimeSeconds, else from the track
 *     (rule in track.ts); elapsed: first timestamp to last; start: the first timestamp.
 *
 * Quirks accepted: a BOM, UTF-16 or a declared Latin-1 encoding, blanks or stray characters around the
 * root, extensions of any namespace, several tracks and segments, missing elevation, points without a
 * time (measured, not timed) or without a position (skipped), 0,0 "no fix" positions, times without a
 * zone (UTC), decimal commas, an unescaped & or unknown entity, and trailing bytes after a FIT file.
 * Never throws: anything it cannot read comes back as a refusal with a reason code and a sentence.
 */

/** Larger uploads are refused before any parsing (a 50,000-point GPX with heart rate is ~12 MB). */
export const MAX_ACTIVITY_FILE_BYTES = 15 * 1024 * 1024

const EXTENSION = /\.(gpx|tcx|fit)$/i

/** Other kinds of file people upload by mistake, by their first bytes. */
const SIGNATURES: [string, number[], number][] = [
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47], 0],
  ['a JPEG image', [0xff, 0xd8, 0xff], 0],
  ['a GIF image', [0x47, 0x49, 0x46, 0x38], 0],
  ['a PDF document', [0x25, 0x50, 0x44, 0x46], 0],
  ['a ZIP archive (unpack it and upload the file inside)', [0x50, 0x4b, 0x03, 0x04], 0],
  ['a gzip archive (unpack it and upload the file inside)', [0x1f, 0x8b], 0],
  ['a photo or video (HEIC/MP4)', [0x66, 0x74, 0x79, 0x70], 4],
]

const startsWith = (bytes: Uint8Array, signature: number[], offset: number) => signature.every((byte, i) => bytes[offset + i] === byte)

export function readActivityFile(bytes: Uint8Array, fileName?: string): ActivityReading {
  try {
    if (bytes.byteLength === 0) return refuse('empty', 'The file is empty.')
    if (bytes.byteLength > MAX_ACTIVITY_FILE_BYTES) {
      return refuse('too-large', `The file is ${megabytes(bytes.byteLength)}; at most ${megabytes(MAX_ACTIVITY_FILE_BYTES)} is accepted.`)
    }
    if (looksLikeFit(bytes)) return readFit(bytes)
    const known = SIGNATURES.find(([, signature, offset]) => startsWith(bytes, signature, offset))
    if (known) return refuse('unsupported-type', `The file is ${known[0]}, not a GPX, TCX or FIT activity file.`)
    const text = decodeXml(bytes)
    if (text !== null) return readActivityXml(text)
    const named = fileName?.match(EXTENSION)?.[1]?.toUpperCase()
    if (named) return refuse('unreadable', `The file is named as ${named} but its content is not ${named}: it may be damaged.`)
    return refuse('unsupported-type', 'The file is not a GPX, TCX or FIT activity file.')
  } catch (error) {
    // The readers refuse what they can name; this is the net under them (a library's own error, a stack overflow).
    return refuse('unreadable', `The file could not be read: ${error instanceof Error ? error.message : String(error)}`)
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** How many leading characters precede the XML: BOM, blanks, NULs and other control characters. */
function leadingJunk(text: string): number {
  let at = 0
  while (at < text.length && (text.charCodeAt(at) <= 0x20 || text.charCodeAt(at) === 0xfeff)) at++
  return at
}

/**
 * The text of an XML file, decoded as its BOM or declaration says (UTF-8 unless told otherwise), or
 * null when the bytes do not start like XML (after any BOM, blanks or stray control characters).
 */
function decodeXml(bytes: Uint8Array): string | null {
  const encoding = encodingOf(bytes)
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(encoding)
  } catch {
    decoder = new TextDecoder('utf-8')
  }
  const head = decoder.decode(bytes.subarray(0, 1024))
  if (head[leadingJunk(head)] !== '<') return null
  const text = decoder.decode(bytes)
  return text.slice(leadingJunk(text))
}

function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  if (bytes[0] === 0x3c && bytes[1] === 0x00) return 'utf-16le' // "<" in UTF-16 without a BOM
  if (bytes[0] === 0x00 && bytes[1] === 0x3c) return 'utf-16be'
  const declared = /^[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(String.fromCharCode(...bytes.subarray(0, 200)))?.[1]?.toLowerCase()
  // A real UTF-16 file starts with a BOM or a NUL (above); one that only declares UTF-16 is mislabelled: read it as UTF-8.
  return declared && !declared.startsWith('utf-16') ? declared : 'utf-8'
}
