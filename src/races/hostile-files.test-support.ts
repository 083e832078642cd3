import { CrcCalculator } from '@garmin/fitsdk'

/**
 * Hostile activity files, as an outside test made them (issue 23): valid in form, ruinous in cost
 * for a reader that does more work per message than it must. Written byte by byte, since Garmin's
 * encoder will not write most of them. Used by the tests and by `npm run bench:hostile`.
 */

type FieldSpec = [number: number, size: number, baseType: number]

const UINT8 = 0x02
const UINT32 = 0x86
const ENUM = 0x00
/** FIT's epoch, 1989-12-31T00:00:00Z, in Unix seconds. */
const FIT_EPOCH = 631_065_600

/** A FIT file written message by message (little-endian), with its header and CRCs. */
export class FitWriter {
  private readonly parts: Uint8Array[] = []
  private size = 0

  private push(bytes: number[] | Uint8Array) {
    const part = bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes)
    this.parts.push(part)
    this.size += part.length
  }

  /** A definition message for `local` (0–15) of global message `global`; its data little-endian unless `bigEndian`. */
  define(local: number, global: number, fields: FieldSpec[], developerFields: FieldSpec[] = [], bigEndian = false): this {
    const header = 0x40 | (developerFields.length ? 0x20 : 0) | local
    const number = bigEndian ? [global >> 8, global & 0xff] : [global & 0xff, global >> 8]
    const bytes = [header, 0, bigEndian ? 1 : 0, ...number, fields.length, ...fields.flat()]
    if (developerFields.length) bytes.push(developerFields.length, ...developerFields.flat())
    this.push(bytes)
    return this
  }

  /** A data message of `local`: its field bytes, in the definition's order. */
  data(local: number, bytes: number[] | Uint8Array): this {
    const message = new Uint8Array(1 + bytes.length)
    message[0] = local
    message.set(bytes, 1)
    this.push(message)
    return this
  }

  /** A data message of `local` (0–3) with a compressed timestamp header: `offset` is the low 5 bits of its time. */
  compressed(local: number, offset: number, bytes: number[]): this {
    this.push([0x80 | (local << 5) | (offset & 0x1f), ...bytes])
    return this
  }

  /** The same data message `count` times, written as one block (files of millions of messages). */
  repeat(local: number, bytes: number[], count: number, vary?: (message: Uint8Array, i: number) => void): this {
    const one = 1 + bytes.length
    const block = new Uint8Array(one * count)
    for (let i = 0; i < count; i++) {
      block[i * one] = local
      block.set(bytes, i * one + 1)
      if (vary) vary(block.subarray(i * one + 1, (i + 1) * one), i)
    }
    this.push(block)
    return this
  }

  finish(): Uint8Array {
    const file = new Uint8Array(14 + this.size + 2)
    const header = new DataView(file.buffer)
    file[0] = 14
    file[1] = 0x20 // protocol 2.0
    header.setUint16(2, 2132, true)
    header.setUint32(4, this.size, true)
    file.set([0x2e, 0x46, 0x49, 0x54], 8) // ".FIT"
    header.setUint16(12, CrcCalculator.calculateCRC(file, 0, 12), true)
    let at = 14
    for (const part of this.parts) {
      file.set(part, at)
      at += part.length
    }
    header.setUint16(at, CrcCalculator.calculateCRC(file, 0, at), true)
    return file
  }
}

export const uint32 = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff]
export const fitTime = (ms: number) => Math.floor(ms / 1000) - FIT_EPOCH

/** file_id of an activity (type 4), Garmin (1). */
export const activityFileId = (writer: FitWriter) =>
  writer
    .define(0, 0, [
      [0, 1, ENUM],
      [1, 2, 0x84],
    ])
    .data(0, [4, 1, 0])

/**
 * The file that froze the site for 20 s: thousands of developer field descriptions, then records
 * that each name 255 developer fields (of no size) that none of them describes, so that a decoder
 * searching the descriptions for each field does thousands of comparisons per field. About `bytes` long.
 */
export function developerFieldFit(bytes: number): Uint8Array {
  const writer = activityFileId(new FitWriter())
  // developer_data_id (207): developer_data_index (3) 0.
  writer.define(1, 207, [[3, 1, UINT8]]).data(1, [0])
  // field_description (206): developer_data_index (0), field_definition_number (1), fit_base_type_id (2).
  writer.define(2, 206, [
    [0, 1, UINT8],
    [1, 1, UINT8],
    [2, 1, UINT8],
  ])
  const descriptions = Math.floor((bytes * 0.4) / 4)
  writer.repeat(2, [0, 0, UINT8], descriptions, (message, i) => {
    message[1] = i % 200 // numbers 0–199: the records below name 200–254 and never match
  })
  const developerFields: FieldSpec[] = Array.from({ length: 255 }, (_, i) => [200 + (i % 55), 0, 0])
  writer.define(3, 20, [[253, 4, UINT32]], developerFields)
  const records = Math.max(1, Math.floor((bytes * 0.6 - 800) / 5))
  const start = fitTime(Date.UTC(2026, 5, 1, 6))
  writer.repeat(3, uint32(start), records, (message, i) => message.set(uint32(start + i), 0))
  return writer.finish()
}

/** `bytes` of records with no fields at all: one byte each, millions of messages. */
export function emptyRecordsFit(bytes: number): Uint8Array {
  const writer = activityFileId(new FitWriter()).define(1, 20, [])
  return writer.repeat(1, [], bytes - 40).finish()
}

/**
 * A real-looking activity of `records` records (time and distance, 1 s and 3 m apart) with its
 * lap and session: 9 bytes a record, so 600,000 of them are 5.4 MB.
 */
export function manyRecordsFit(records: number, startMs = Date.UTC(2026, 5, 1, 6)): Uint8Array {
  const start = fitTime(startMs)
  const writer = activityFileId(new FitWriter()).define(1, 20, [
    [253, 4, UINT32],
    [5, 4, UINT32],
  ])
  writer.repeat(1, new Array(8).fill(0), records, (message, i) => {
    message.set(uint32(start + i), 0)
    message.set(uint32(i * 300), 4) // centimetres
  })
  // session (18): timestamp, start_time, sport, total_elapsed_time, total_timer_time, total_distance.
  const seconds = records - 1
  writer
    .define(2, 18, [
      [253, 4, UINT32],
      [2, 4, UINT32],
      [5, 1, ENUM],
      [7, 4, UINT32],
      [8, 4, UINT32],
      [9, 4, UINT32],
    ])
    .data(2, [...uint32(start + seconds), ...uint32(start), 1, ...uint32(seconds * 1000), ...uint32(seconds * 1000), ...uint32(seconds * 300)])
  return writer.finish()
}

/** A GPX whose root element carries `count` attributes (distinct short names without values: 1.2 million fit in 8 MB). */
export function attributeHeavyGpx(count: number): Uint8Array {
  const names = Array.from({ length: count }, (_, i) => ` x${i.toString(36)}`).join('')
  return new TextEncoder().encode(`<?xml version="1.0"?><gpx version="1.1"${names}><trk><trkseg></trkseg></trk></gpx>`)
}
