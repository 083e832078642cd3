import { type PDFFont, type PDFImage, type PDFPage, PDFDocument, rgb } from 'pdf-lib'
import type { Locale } from '../i18n/locales'
import { documentFonts } from '../lib/pdf/fonts'
import { ellipsized, encodable, fitted } from '../lib/pdf/text'

/** The event's picture and the medal's, as PNG or JPEG bytes; either may be missing. */
export type CertificatePictures = { event: Uint8Array | null; medal: Uint8Array | null }

/** Everything a certificate says, already in the runner's language and formats. */
export type CertificateInput = {
  locale: Locale
  /** "Certificate of completion" / "Team certificate". */
  title: string
  /** "This certifies that". */
  preamble: string
  /** The runner's full name, or the team's name. */
  recipient: string
  /** "completed Run the Alps 2026". */
  achievement: string
  /** Label and value pairs: distance, running time, finishing date (and the team). */
  facts: [label: string, value: string][]
  /** A team's members, one per line (empty for a runner). */
  members?: { label: string; names: string[] }
  footer: string
  pictures?: CertificatePictures
}

const LANDSCAPE_A4 = [841.89, 595.28] as const
const INK = rgb(0.09, 0.09, 0.11)
const MUTED = rgb(0.35, 0.35, 0.4)
const ACCENT = rgb(0.89, 0.15, 0.18)
const GOLD = rgb(0.83, 0.64, 0.2)
const GOLD_DARK = rgb(0.62, 0.45, 0.09)

/** Where things go, in points from the bottom left: the text column, and the pictures' squares in the bottom corners. */
export const CERTIFICATE_LAYOUT = {
  size: LANDSCAPE_A4,
  textWidth: 640,
  picture: { size: 132, bottom: 64, inset: 64 },
  facts: { labelY: 166, valueY: 138, left: 214, right: 628 },
  footerY: 46,
} as const

/** The Milepost mark (a mile marker with an M) and the name, centred on `centreX` with its baseline at `y`. */
function drawLogo(page: PDFPage, bold: PDFFont, centreX: number, y: number) {
  const size = 20
  const word = 'milepost'
  const markWidth = 18
  const total = markWidth + 8 + bold.widthOfTextAtSize(word, size)
  const x = centreX - total / 2
  // drawSvgPath's y axis points down from (x, y): the mark's top is 21 pt above the baseline.
  page.drawSvgPath('M4 0 H14 Q18 0 18 4 V22 Q18 26 14 26 H4 Q0 26 0 22 V4 Q0 0 4 0 Z', { x, y: y + 21, color: ACCENT })
  page.drawSvgPath('M5 19 V7 L9 13 L13 7 V19', { x, y: y + 21, borderColor: rgb(1, 1, 1), borderWidth: 2.2 })
  page.drawText(word, { x: x + markWidth + 8, y, size, font: bold, color: INK })
}

/** A drawn medal on its ribbon, for events whose medal has no picture. */
function drawMedal(page: PDFPage, x: number, y: number, size: number) {
  const cx = x + size / 2
  const r = size * 0.3
  const cy = y + r + 4
  const ribbonTop = y + size
  page.drawSvgPath(`M0 0 L${size * 0.22} 0 L${size * 0.36} ${size * 0.42} L${size * 0.14} ${size * 0.42} Z`, { x: cx - size * 0.25, y: ribbonTop, color: ACCENT })
  page.drawSvgPath(`M${size * 0.28} 0 L${size * 0.5} 0 L${size * 0.36} ${size * 0.42} L${size * 0.14} ${size * 0.42} Z`, { x: cx - size * 0.25, y: ribbonTop, color: rgb(0.12, 0.2, 0.45) })
  page.drawCircle({ x: cx, y: cy, size: r, color: GOLD, borderColor: GOLD_DARK, borderWidth: 2 })
  page.drawCircle({ x: cx, y: cy, size: r * 0.74, borderColor: GOLD_DARK, borderWidth: 1 })
  const m = r * 0.7
  page.drawSvgPath(`M0 ${m} V0 L${m / 2} ${m * 0.6} L${m} 0 V${m}`, { x: cx - m / 2, y: cy + m / 2, borderColor: GOLD_DARK, borderWidth: 2.5 })
}

async function embedded(doc: PDFDocument, bytes: Uint8Array | null): Promise<PDFImage | null> {
  if (!bytes) return null
  try {
    // PNG starts with 0x89 'P'; anything else is tried as JPEG, and a picture that embeds neither way is left out.
    return bytes[0] === 0x89 && bytes[1] === 0x50 ? await doc.embedPng(bytes) : await doc.embedJpg(bytes)
  } catch {
    return null
  }
}

/** The picture scaled to fit the square, centred in it. */
function drawPicture(page: PDFPage, image: PDFImage, x: number, y: number, size: number) {
  const { width, height } = image.scaleToFit(size, size)
  page.drawImage(image, { x: x + (size - width) / 2, y: y + (size - height) / 2, width, height })
}

/**
 * A one-page landscape certificate: the Milepost logo, the title, "This certifies that" over the
 * name (shrunk to fit, wrapped if it must, never over the next line), what they did, and the facts
 * of the finish between the event's picture and the medal.
 */
export async function certificateDocument(input: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${input.title}: ${input.recipient}`)
  doc.setLanguage(input.locale)
  doc.setProducer('Milepost')
  doc.setCreator('Milepost')
  const { regular, bold } = await documentFonts(doc)
  const [width, height] = LANDSCAPE_A4
  const layout = CERTIFICATE_LAYOUT
  const page = doc.addPage([width, height])
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: ACCENT, borderWidth: 3 })
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: MUTED, borderWidth: 0.75 })

  drawLogo(page, bold, width / 2, height - 84)
  // `y` is the bottom of what is drawn so far: each line goes a full size below it (room for
  // accented capitals, Å and Ł), and leaves its descenders behind.
  let y = height - 104
  type Line = { text: string; size: number; font: PDFFont; color: typeof INK; gap: number }
  const draw = ({ text, size, font, color, gap }: Line) => {
    const baseline = y - gap - size
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y: baseline, size, font, color })
    y = baseline - size * 0.3
  }
  /** Up to `maxLines` wrapped lines; the last is cut short rather than run into what follows. */
  const paragraph = (text: string, size: number, font: PDFFont, color: typeof INK, maxLines: number, gap: number): Line[] =>
    fitted(font, encodable(font, text), { max: size, min: size }, layout.textWidth, maxLines).lines.map((l, i) => ({ text: l, size, font, color, gap: i ? 0 : gap }))
  for (const l of paragraph(input.title.toUpperCase(), 28, bold, ACCENT, 1, 0)) draw(l)

  const name = fitted(bold, encodable(bold, input.recipient), { max: 40, min: 22 }, layout.textWidth, 3)
  const block: Line[] = [
    ...paragraph(input.preamble, 14, regular, MUTED, 2, 0),
    ...name.lines.map((text, i) => ({ text, size: name.size, font: bold, color: INK, gap: i ? 0 : 10 })),
    ...paragraph(input.achievement, 16, regular, INK, 2, 6),
    ...(input.members?.names.length ? paragraph(`${input.members.label}: ${input.members.names.join(', ')}`, 11, regular, MUTED, 2, 4) : []),
  ]
  // The words sit in the middle of the room between the title and the facts.
  const room = y - (layout.facts.labelY + 32)
  const needed = block.reduce((sum, l) => sum + l.gap + l.size * 1.3, 0)
  y -= Math.max(14, (room - needed) / 2)
  for (const l of block) draw(l)

  const { picture, facts } = layout
  const [eventPicture, medalPicture] = await Promise.all([embedded(doc, input.pictures?.event ?? null), embedded(doc, input.pictures?.medal ?? null)])
  if (eventPicture) drawPicture(page, eventPicture, picture.inset, picture.bottom, picture.size)
  const medalX = width - picture.inset - picture.size
  if (medalPicture) drawPicture(page, medalPicture, medalX, picture.bottom, picture.size)
  else drawMedal(page, medalX + picture.size * 0.05, picture.bottom, picture.size * 0.9)

  const shown = input.facts.slice(0, 4)
  const column = (facts.right - facts.left) / Math.max(1, shown.length)
  shown.forEach(([label, value], i) => {
    const centre = facts.left + column * (i + 0.5)
    const labelText = ellipsized(regular, encodable(regular, label.toUpperCase()), 9, column - 12)
    page.drawText(labelText, { x: centre - regular.widthOfTextAtSize(labelText, 9) / 2, y: facts.labelY, size: 9, font: regular, color: MUTED })
    const fit = fitted(bold, encodable(bold, value), { max: 18, min: 11 }, column - 12, 1)
    const valueText = ellipsized(bold, fit.lines[0] ?? '', fit.size, column - 12)
    page.drawText(valueText, { x: centre - bold.widthOfTextAtSize(valueText, fit.size) / 2, y: facts.valueY, size: fit.size, font: bold, color: INK })
  })
  page.drawLine({ start: { x: facts.left + 20, y: facts.labelY + 22 }, end: { x: facts.right - 20, y: facts.labelY + 22 }, thickness: 0.75, color: GOLD })

  const footer = ellipsized(regular, encodable(regular, input.footer), 9, facts.right - facts.left)
  page.drawText(footer, { x: (width - regular.widthOfTextAtSize(footer, 9)) / 2, y: layout.footerY, size: 9, font: regular, color: MUTED })
  return doc.save()
}
