import type { ActivityReading } from './activity'

/** What a format's reader (GPX, TCX) is told of each element; it answers the text it wants captured, if any. */
export type XmlFormatReader<Capture extends string = string> = {
  open(local: string, parent: string, attribs: Record<string, string>): Capture | null
  close(local: string): void
  take(capture: Capture, text: string): void
  result(): ActivityReading
}

/** Thrown from a reader to leave the parse early: with a refusal, or null once the root has closed. */
export class XmlRefusal {
  constructor(readonly reading: ActivityReading | null) {}
}

/** An attribute by its local name: `Sport` is also `tcx:Sport` when an exporter prefixes it. */
export function attributeOf(attribs: Record<string, string>, name: string): string | undefined {
  if (name in attribs) return attribs[name]
  for (const [key, value] of Object.entries(attribs)) if (key.endsWith(`:${name}`)) return value
  return undefined
}
