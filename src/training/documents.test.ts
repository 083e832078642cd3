import { describe, expect, it } from 'vitest'
import { icsEvents, pdfText } from '../../tests/support/pdf-text'
import { planCalendar } from './calendar'
import type { PlanLabels } from './describe'
import { planDocument } from './pdf'
import { datedSessions, type PlanWeek } from './schedule'

const labels: PlanLabels = {
  kind: (kind) => ({ easy: 'Lockerer Lauf', long: 'Langer Lauf', rest: 'Ruhetag' })[kind as 'easy'] ?? kind,
  week: (n) => `Woche ${n}`,
  day: (n) => `Tag ${n}`,
}
const weeks: PlanWeek[] = [
  {
    focus: 'Gewöhnung',
    sessions: [
      { day: 2, kind: 'easy', distanceKm: 5, durationMinutes: null, notes: 'Ruhig und gleichmäßig – du solltest reden können.' },
      { day: 4, kind: 'rest', distanceKm: null, durationMinutes: null, notes: null },
      { day: 6, kind: 'long', distanceKm: 8.5, durationMinutes: 60, notes: null },
    ],
  },
  { focus: null, sessions: [{ day: 7, kind: 'long', distanceKm: 10, durationMinutes: null, notes: 'Übermorgen ist Ruhe ✓' }] },
]
const plan = { id: 7, title: 'Schneller über 10 km', summary: 'Zehn Wochen für deine Bestzeit.', weeks }
const sessions = datedSessions(weeks, '2027-01-04')

describe('a plan as a calendar file', () => {
  it('has an all-day event per workout, on its date, in the reader’s language', () => {
    const ics = planCalendar({ plan, sessions, locale: 'de', labels, url: 'https://milepost.example/de/training-plans/faster-10k' })
    expect(ics).toContain('DTSTART;VALUE=DATE:20270105')
    const events = icsEvents(ics)
    expect(events.map((e) => e.start)).toEqual(['20270105', '20270109', '20270117'])
    expect(events[0]!.summary).toBe('Lockerer Lauf · 5 km — Schneller über 10 km')
    expect(events[1]!.summary).toContain('8,5 km · 60 Min.')
  })
})

describe('a plan as a printable PDF', () => {
  it('holds the title, the dates and every session in the reader’s language', async () => {
    const bytes = await planDocument({ plan, sessions, locale: 'de', labels, dates: 'Beginn: Mo., 4. Jan. 2027', footer: 'Milepost' })
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    const text = (await pdfText(bytes)).join('\n')
    expect(text).toContain('Schneller über 10 km')
    expect(text).toContain('Woche 1 — Gewöhnung')
    expect(text).toContain('Di., 5. Jan. 2027 · Lockerer Lauf · 5 km')
    expect(text).toContain('Ruhig und gleichmäßig – du solltest reden können.')
    // A character the standard fonts cannot draw is left out, not an error.
    expect(text).toContain('Übermorgen ist Ruhe')
  })
})

describe('every language’s letters', () => {
  it('prints Polish, Nordic and Spanish names in full (a Unicode font, not Windows-1252)', async () => {
    const title = 'Łódź–Göteborg: półmaraton för Åsa, Zoë och Núñez'
    const bytes = await planDocument({ plan: { ...plan, title }, sessions, locale: 'sv', labels, dates: 'Start: mån 4 jan. 2027', footer: 'Milepost · Łukasz Wójcik' })
    const text = (await pdfText(bytes)).join('\n').replace(/\s+/g, ' ') // the title wraps
    expect(text).toContain(title)
    expect(text).toContain('Łukasz Wójcik')
  })
})
