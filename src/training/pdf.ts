import { PDFDocument, type PDFPage, rgb } from 'pdf-lib'
import { documentFonts } from '../lib/pdf/fonts'
import { encodable, wrap } from '../lib/pdf/text'
import type { Locale } from '../i18n/locales'
import { type PlanLabels, sessionDate, sessionSummary } from './describe'
import type { DatedSession, PlanWeek } from './schedule'

export type PlanDocumentInput = {
  plan: { title: string; summary: string; weeks: PlanWeek[] }
  sessions: DatedSession[]
  locale: Locale
  labels: PlanLabels
  /** "Starts Mon 4 Jan 2027 · ends Sun 28 Feb 2027", already in the reader's language. */
  dates: string
  /** Who it was made for and where it lives ("Milepost · https://…"). */
  footer: string
}

const A4 = [595.28, 841.89] as const
const MARGIN = 50
const INK = rgb(0.09, 0.09, 0.11)
const MUTED = rgb(0.35, 0.35, 0.4)
const ACCENT = rgb(0.78, 0.06, 0.18)

/** A printable plan: the title, its dates, then every week with each session's date, kind and notes. */
export async function planDocument({ plan, sessions, locale, labels, dates, footer }: PlanDocumentInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(plan.title)
  doc.setLanguage(locale)
  doc.setProducer('Milepost')
  doc.setCreator('Milepost')
  const { regular, bold } = await documentFonts(doc)
  const width = A4[0] - 2 * MARGIN

  let page: PDFPage = doc.addPage([...A4])
  let y = A4[1] - MARGIN
  const write = (text: string, { font = regular, size = 10, color = INK, gap = 4, indent = 0 } = {}) => {
    for (const line of wrap(font, encodable(font, text), size, width - indent)) {
      if (y - size < MARGIN) {
        page = doc.addPage([...A4])
        y = A4[1] - MARGIN
      }
      y -= size
      page.drawText(line, { x: MARGIN + indent, y, size, font, color })
      y -= gap
    }
  }

  write(plan.title, { font: bold, size: 22, gap: 8 })
  write(dates, { size: 11, color: ACCENT, gap: 10 })
  write(plan.summary, { size: 11, color: MUTED, gap: 14 })

  plan.weeks.forEach((week, index) => {
    y -= 8
    write([labels.week(index + 1), week.focus].filter(Boolean).join(' — '), { font: bold, size: 14, gap: 6 })
    for (const session of sessions.filter((s) => s.week === index + 1)) {
      write(`${sessionDate(session, locale)} · ${sessionSummary(session, locale, labels)}`, { font: bold, size: 10, gap: 3 })
      if (session.notes) write(session.notes, { size: 10, color: MUTED, gap: 6, indent: 12 })
    }
  })

  const pages = doc.getPages()
  pages.forEach((p, i) => {
    p.drawText(encodable(regular, `${footer} · ${i + 1}/${pages.length}`), { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: MUTED })
  })
  return doc.save()
}
