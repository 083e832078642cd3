/**
 * A FIT file walked record by record (Garmin's FIT protocol: a header, definition messages, data
 * messages, compressed timestamps, a CRC; several files may be chained). Only the messages a caller
 * asks for are handed over, one at a time through a reused view, and nothing is kept: the cost is
 * one pass over the bytes, whatever the file holds. Developer fields are sized and skipped, never
 * looked up (Garmin's own decoder searches every field description for each of them: a 30 KB file
 * made of them froze a server for 20 s).
 *
 * Structural caps bound the work before it grows; past one, the walk stops with a FitLimitError.
 */

/** How much structure a file may hold (a six-day run recorded every second is ~520,000 records). */
export const FIT_LIMITS = {
  /** Definition and data messages, all chained files together. */
  messages: 1_000_000,
  /** Definition messages: real files define each message kind a few times. */
  definitions: 10_000,
  /** Developer field descriptions (a few per Connect IQ app or sensor). */
  fieldDescriptions: 1_000,
  /** Developer fields in one message. */
  developerFieldsPerMessage: 64,
}

export type FitLimits = typeof FIT_LIMITS

/** The file breaks the protocol: it cannot be read. */
export class FitFormatError extends Error {}

/** The file holds more structure than any activity does. */
export class FitLimitError extends Error {}

/** Seconds between the Unix epoch and FIT's (1989-12-31T00:00:00Z). */
const FIT_EPOCH_SECONDS = 631_065_600
/** FIT date_time values below this are seconds since the device powered on, not a date. */
const FIT_MIN_DATE = 0x10000000
const TIMESTAMP_FIELD = 253
const FIELD_DESCRIPTION = 206

/** A FIT date_time in ms since the Unix epoch; NaN for a relative or missing time. */
export const fitTimeMs = (value: number | null): number => (value === null || value < FIT_MIN_DATE ? Number.NaN : (value + FIT_EPOCH_SECONDS) * 1000)

/** Base type number (low 5 bits of the type byte) to its size in bytes. */
const BASE_SIZES = [1, 1, 1, 2, 2, 4, 4, 1, 4, 8, 1, 2, 4, 1, 8, 8, 8]

type Field = { offset: number; size: number; base: number }

type Definition = {
  global: number
  littleEndian: boolean
  /** The data message's bytes after its header: fields and developer fields. */
  size: number
  /** Field number → field, only for the messages the caller wants. */
  fields: Map<number, Field> | null
  timestamp: Field | null
}

/** One data message, valid only during the callback it is handed to. */
export type FitMessage = {
  /** A numeric field's raw value (before scale and offset), null when absent or FIT's "invalid". */
  number(field: number): number | null
  /** A string field, null when absent or empty. */
  text(field: number): string | null
  /** The message's time in FIT seconds: its own timestamp field, or the compressed header's. */
  readonly timestamp: number | null
}

export type FitWalk = {
  /** Global message numbers to hand over (file_id 0, session 18, lap 19, record 20…). */
  wanted: ReadonlySet<number>
  onMessage(global: number, message: FitMessage): void
  limits?: FitLimits
}

const textDecoder = new TextDecoder('utf-8', { fatal: false })

class View implements FitMessage {
  definition: Definition | null = null
  start = 0
  timestamp: number | null = null
  constructor(
    private readonly bytes: Uint8Array,
    private readonly data: DataView,
  ) {}

  number(field: number): number | null {
    const spec = this.definition?.fields?.get(field)
    return spec ? readNumber(this.data, this.start + spec.offset, spec, this.definition!.littleEndian) : null
  }

  text(field: number): string | null {
    const spec = this.definition?.fields?.get(field)
    if (!spec || spec.base !== 7) return null
    const from = this.start + spec.offset
    let to = from
    while (to < from + spec.size && this.bytes[to] !== 0) to++
    const value = textDecoder.decode(this.bytes.subarray(from, to)).trim()
    return value || null
  }
}

function readNumber(data: DataView, at: number, field: Field, little: boolean): number | null {
  if (field.size < BASE_SIZES[field.base]!) return null
  let value: number
  switch (field.base) {
    case 0: // enum
    case 2: // uint8
    case 13: // byte
      value = data.getUint8(at)
      return value === 0xff ? null : value
    case 10: // uint8z
      value = data.getUint8(at)
      return value === 0 ? null : value
    case 1:
      value = data.getInt8(at)
      return value === 0x7f ? null : value
    case 3:
      value = data.getInt16(at, little)
      return value === 0x7fff ? null : value
    case 4:
      value = data.getUint16(at, little)
      return value === 0xffff ? null : value
    case 11:
      value = data.getUint16(at, little)
      return value === 0 ? null : value
    case 5:
      value = data.getInt32(at, little)
      return value === 0x7fffffff ? null : value
    case 6:
      value = data.getUint32(at, little)
      return value === 0xffffffff ? null : value
    case 12:
      value = data.getUint32(at, little)
      return value === 0 ? null : value
    case 8:
      value = data.getFloat32(at, little)
      return Number.isFinite(value) ? value : null
    case 9:
      value = data.getFloat64(at, little)
      return Number.isFinite(value) ? value : null
    default: // strings and 64-bit integers: no figure the race reads
      return null
  }
}

/**
 * Walks the data records of one FIT file (`from` after its header, `to` at its CRC), handing the
 * wanted messages over. `counts` carries the caps' tallies across chained files.
 */
export function walkRecords(bytes: Uint8Array, from: number, to: number, walk: FitWalk, counts = { messages: 0, definitions: 0, fieldDescriptions: 0 }) {
  const limits = walk.limits ?? FIT_LIMITS
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const view = new View(bytes, data)
  const definitions: (Definition | undefined)[] = new Array(16)
  let lastTimestamp: number | null = null
  let at = from
  while (at < to) {
    if (++counts.messages > limits.messages) throw new FitLimitError(`The FIT file holds more than ${limits.messages.toLocaleString('en')} messages: no activity does.`)
    const header = bytes[at]!
    if (header & 0x80) {
      // A compressed timestamp header: a data message of local type 0–3, 5 bits of time since the last timestamp.
      const definition = definitions[(header >> 5) & 0x03]
      if (!definition) throw new FitFormatError('The FIT file uses a message before defining it.')
      const offset = header & 0x1f
      let timestamp: number | null = null
      if (lastTimestamp !== null) {
        timestamp = (lastTimestamp & ~0x1f) + offset + (offset < (lastTimestamp & 0x1f) ? 0x20 : 0)
        lastTimestamp = timestamp
      }
      at = message(definition, at + 1, timestamp)
    } else if (header & 0x40) {
      if (++counts.definitions > limits.definitions) throw new FitLimitError(`The FIT file defines more than ${limits.definitions.toLocaleString('en')} message layouts: no activity does.`)
      at = define(header, at + 1)
    } else {
      const definition = definitions[header & 0x0f]
      if (!definition) throw new FitFormatError('The FIT file uses a message before defining it.')
      at = message(definition, at + 1, null)
    }
  }
  if (at !== to) throw new FitFormatError('The FIT file’s last message runs past its end.')

  function define(header: number, at: number): number {
    if (at + 5 > to) throw new FitFormatError('The FIT file ends inside a message definition.')
    const littleEndian = bytes[at + 1] === 0
    const global = littleEndian ? data.getUint16(at + 2, true) : data.getUint16(at + 2, false)
    const fieldCount = bytes[at + 4]!
    let next = at + 5
    if (next + fieldCount * 3 > to) throw new FitFormatError('The FIT file ends inside a message definition.')
    const wanted = walk.wanted.has(global)
    const fields = wanted ? new Map<number, Field>() : null
    let timestamp: Field | null = null
    let size = 0
    for (let i = 0; i < fieldCount; i++, next += 3) {
      const number = bytes[next]!
      const fieldSize = bytes[next + 1]!
      const base = bytes[next + 2]! & 0x1f
      if (base >= BASE_SIZES.length) throw new FitFormatError(`The FIT file gives a field an unknown type (${base}).`)
      const field = { offset: size, size: fieldSize, base }
      fields?.set(number, field)
      if (number === TIMESTAMP_FIELD && (base === 6 || base === 12)) timestamp = field
      size += fieldSize
    }
    if (header & 0x20) {
      if (next + 1 > to) throw new FitFormatError('The FIT file ends inside a message definition.')
      const developerCount = bytes[next++]!
      if (developerCount > limits.developerFieldsPerMessage) throw new FitLimitError(`A FIT message names ${developerCount} developer fields; at most ${limits.developerFieldsPerMessage} are read.`)
      if (next + developerCount * 3 > to) throw new FitFormatError('The FIT file ends inside a message definition.')
      for (let i = 0; i < developerCount; i++, next += 3) size += bytes[next + 1]!
    }
    definitions[header & 0x0f] = { global, littleEndian, size, fields, timestamp }
    return next
  }

  function message(definition: Definition, at: number, compressedTimestamp: number | null): number {
    const end = at + definition.size
    if (end > to) throw new FitFormatError('The FIT file ends inside a message.')
    let timestamp = compressedTimestamp
    if (definition.timestamp) {
      const own = readNumber(data, at + definition.timestamp.offset, definition.timestamp, definition.littleEndian)
      if (own !== null) {
        timestamp = own
        lastTimestamp = own
      }
    }
    if (definition.global === FIELD_DESCRIPTION && ++counts.fieldDescriptions > limits.fieldDescriptions)
      throw new FitLimitError(`The FIT file describes more than ${limits.fieldDescriptions.toLocaleString('en')} developer fields: no activity does.`)
    if (definition.fields) {
      view.definition = definition
      view.start = at
      view.timestamp = timestamp
      walk.onMessage(definition.global, view)
    }
    return end
  }
}
