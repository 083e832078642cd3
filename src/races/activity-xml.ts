import { type Handler, Parser } from 'htmlparser2'
import { type ActivityReading, refuse } from './activity'
import { GpxReader } from './activity-gpx'
import { TcxReader } from './activity-tcx'
import { XmlRefusal, type XmlFormatReader } from './xml-reading'

/**
 * GPX and TCX, read in one streaming pass over htmlparser2's tokenizer in XML mode: a lenient reader
 * (an unescaped &, an unknown entity, control characters, an undeclared namespace prefix, text
 * before or after the root all pass) that keeps no document tree, only running totals. A DOM
 * (xmldom, then togeojson over it) took ~6 s and hundreds of MB of heap for a 50,000-point file
 * here; this takes ~250 ms and holds little beyond the text. The tests check its positions and
 * distances against togeojson's on the same files.
 *
 * Refused before the work grows: a DOCTYPE or ENTITY declaration (checked before parsing: no entity
 * is ever expanded, so no billion laughs), nesting, elements or attributes past XML_LIMITS, and a
 * file that ends before its root closes (cut off in transit: its totals would be short).
 */
export const XML_LIMITS = {
  depth: 64,
  /** A 10 MB GPX of real points holds under a million elements. */
  elements: 2_000_000,
  /** The GPX root of some exporters declares a dozen namespaces; a track point has two attributes. */
  attributesPerElement: 100,
}

/** Bounds work per reader; MAX_XML_DEPTH kept for the tests that name it. */
export const MAX_XML_DEPTH = XML_LIMITS.depth

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

const tooComplex = (detail: string) => new XmlRefusal(refuse('too-complex', detail))

/** The walk over the document shared by both formats: the stack, the caps, the captured texts, the root. */
class XmlWalker implements Partial<Handler> {
  reader: XmlFormatReader | null = null
  /** Set once all the text is written: a root closed from now on was closed by the end of the file. */
  finishing = false
  rootClosed = false

  private readonly stack: string[] = []
  private elements = 0
  private attributes = 0
  private capture: string | null = null
  private captureDepth = 0
  private text = ''

  onopentagname(): void {
    if (++this.elements > XML_LIMITS.elements) throw tooComplex(`The file holds more than ${XML_LIMITS.elements.toLocaleString('en')} elements: no activity file does.`)
    this.attributes = 0
  }

  onattribute(): void {
    if (++this.attributes > XML_LIMITS.attributesPerElement) throw tooComplex(`An element of the file has more than ${XML_LIMITS.attributesPerElement} attributes: no activity file does.`)
  }

  onopentag(name: string, attribs: Record<string, string>): void {
    const local = localName(name)
    const depth = this.stack.length
    if (depth === 0) this.reader = readerFor(local, attribs)
    if (depth >= XML_LIMITS.depth) throw new XmlRefusal(refuse('unreadable', `The file nests its elements more than ${XML_LIMITS.depth} levels deep: no GPX or TCX does.`))
    const parent = depth > 0 ? this.stack[depth - 1]! : ''
    this.stack.push(local)
    const capture = this.reader!.open(local, parent, attribs)
    if (capture !== null) {
      this.capture = capture
      this.captureDepth = this.stack.length
      this.text = ''
    }
  }

  ontext(data: string): void {
    if (this.capture !== null) this.text += data
  }

  onprocessinginstruction(name: string): void {
    // Found before parsing (hasDeclaration); kept here so that no path hands a DTD on.
    if (DECLARATION.test(`<${name}`)) throw new XmlRefusal(refuse('unreadable', 'The file declares a DOCTYPE or entities, which activity files never do; it is not read.'))
  }

  onclosetag(): void {
    const depth = this.stack.length
    if (depth === 0) return
    if (this.capture !== null && this.captureDepth === depth) {
      this.reader!.take(this.capture, this.text)
      this.capture = null
    }
    const local = this.stack.pop()!
    this.reader!.close(local)
    if (depth === 1) {
      if (this.finishing) throw new XmlRefusal(refuse('unreadable', `The file ends before its closing </${local}> tag: it was cut off, perhaps in the download. Export it again.`))
      this.rootClosed = true
      throw new XmlRefusal(null) // anything after the root is not read
    }
  }
}

function readerFor(root: string, attribs: Record<string, string>): XmlFormatReader {
  switch (root.toLowerCase()) {
    case 'gpx':
      return new GpxReader((attribs.creator ?? '').trim())
    case 'trainingcenterdatabase':
      return new TcxReader()
    case 'kml':
      throw new XmlRefusal(refuse('unsupported-type', 'This is a KML map file, which holds no timed run: export the run as GPX, TCX or FIT instead.'))
    default:
      throw new XmlRefusal(refuse('unsupported-type', `This is an XML file of another kind (<${root}>), not GPX or TCX.`))
  }
}

/** Reads GPX or TCX text (decoded, BOM removed). Never throws on bad input: a refusal says what is wrong. */
export function readActivityXml(text: string): ActivityReading {
  if (hasDeclaration(text)) return refuse('unreadable', 'The file declares a DOCTYPE or entities, which activity files never do; it is not read.')
  const walker = new XmlWalker()
  const parser = new Parser(walker, { xmlMode: true })
  try {
    parser.write(text)
    walker.finishing = true
    parser.end()
  } catch (error) {
    if (!(error instanceof XmlRefusal)) throw error
    if (error.reading) return error.reading
  }
  if (walker.reader === null) return refuse('unreadable', 'The file starts like XML but holds no element.')
  if (!walker.rootClosed) return refuse('unreadable', 'The file ends before its root element closes: it was cut off. Export it again.')
  return walker.reader.result()
}
