import { PDFDocument, rgb } from 'pdf-lib'
import type { Locale } from '../i18n/locales'
import { documentFonts } from '../lib/pdf/fonts'
import { encodable, wrap } from '../lib/pdf/text'

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
  /** Label and value pairs: distance, finishing date, running time (and the team). */
  facts: [label: string, value: string][]
  /** A team's members, one per line (empty for a runner). */
  members?: { label: string; names: string[] }
  footer: string
}

const LANDSCAPE_A4 = [841.89, 595.28] as const
const INK = rgb(0.09, 0.09, 0.11)
const MUTED = rgb(0.35, 0.35, 0.4)
const ACCENT = rgb(0.78, 0.06, 0.18)

/** A one-page landscape certificate: a framed title, who, what, and the facts of the finish. */
export async function certificateDocument(input: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${input.title}: ${input.recipient}`)
  doc.setLanguage(input.locale)
  doc.setProducer('Milepost')
  doc.setCreator('Milepost')
  const { regular, bold } = await documentFonts(doc)
  const [width, height] = LANDSCAPE_A4
  const page = doc.addPage([width, height])
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: ACCENT, borderWidth: 3 })
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: MUTED, borderWidth: 0.75 })

  let y = height - 110
  const centred = (text: string, size: number, font = regular, color = INK) => {
    for (const line of wrap(font, encodable(font, text), size, width - 160)) {
      page.drawText(line, { x: (width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color })
      y -= size * 1.35
    }
  }
  centred(input.title.toUpperCase(), 30, bold, ACCENT)
  y -= 18
  centred(input.preamble, 14, regular, MUTED)
  y -= 6
  centred(input.recipient, 34, bold)
  y -= 4
  centred(input.achievement, 16)
  y -= 22
  for (const [label, value] of input.facts) centred(`${label}: ${value}`, 14)
  if (input.members?.names.length) {
    y -= 8
    centred(`${input.members.label}: ${input.members.names.join(', ')}`, 11, regular, MUTED)
  }
  const footer = encodable(regular, input.footer)
  page.drawText(footer, { x: (width - regular.widthOfTextAtSize(footer, 9)) / 2, y: 50, size: 9, font: regular, color: MUTED })
  return doc.save()
}
