import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import de from '../../messages/de.json'
import en from '../../messages/en.json'
import { overlappingLines, pdfLines, pdfText } from '../../tests/support/pdf-text'
import { CERTIFICATE_LAYOUT, type CertificateInput, certificateDocument } from './certificate'
import { certificateDistance } from './finish'

const runner = (overrides: Partial<CertificateInput> = {}): CertificateInput => ({
  locale: 'de',
  title: de.certificate.title,
  preamble: de.certificate.awardedTo,
  recipient: 'Łucja Läufer',
  achievement: 'Herbstlauf erfolgreich absolviert hat',
  facts: [
    [de.certificate.distance, certificateDistance(21_097, 'de', 'km')],
    [de.certificate.time, '1:52:07'],
    [de.certificate.finished, '27. November 2026'],
  ],
  footer: 'Milepost · https://milepost.run',
  ...overrides,
})

const picture = (colour: string, format: 'png' | 'jpeg') =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    [format]()
    .toBuffer()
    .then((b) => new Uint8Array(b))

const imagesIn = (bytes: Uint8Array) =>
  (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Subtype\s*\/Image/g) ?? []
  ).length

describe('a certificate', () => {
  it.each([
    ['Łukasz Wójcik', 'en'],
    ['Zoë Ñúñez', 'es-mx'],
    ['Åsa Öberg', 'sv'],
  ] as const)('names %s in full, read back from the PDF', async (name, locale) => {
    const bytes = await certificateDocument({
      locale,
      title: 'Certificate of completion',
      preamble: 'This certifies that',
      recipient: name,
      achievement: 'completed the Łódź Virtual Half',
      facts: [
        ['Distance', '21,1 km'],
        ['Running time', '1:52:07'],
      ],
      members: { label: 'Team', names: ['Jürgen Weiß', 'Ségolène Lefèvre', 'Þórður Ægisson'] },
      footer: 'Milepost',
    })
    const [page] = await pdfText(bytes)
    expect(page).toContain(name)
    expect(page).toContain('completed the Łódź Virtual Half')
    expect(page).toContain('Team: Jürgen Weiß, Ségolène Lefèvre, Þórður Ægisson')
    expect(bytes.byteLength).toBeLessThan(120_000) // the fonts are embedded as subsets
  })

  it('prints "Hiermit wird bestätigt, dass" over the name in German and "This certifies that" in English', async () => {
    for (const [messages, locale] of [
      [de, 'de'],
      [en, 'en'],
    ] as const) {
      const lines = await pdfLines(await certificateDocument(runner({ locale, preamble: messages.certificate.awardedTo })))
      const preamble = lines.find((l) => l.text === messages.certificate.awardedTo)
      const name = lines.find((l) => l.text === 'Łucja Läufer')
      expect(preamble && name && preamble.y > name.y).toBe(true)
      expect(name!.size).toBe(40) // a short name at full size, on one line
    }
  })

  it('states the logo, the distance, the time and the date, each on a line of its own', async () => {
    const lines = await pdfLines(await certificateDocument(runner()))
    expect(lines.map((l) => l.text)).toEqual(expect.arrayContaining(['milepost', '21,1 km', '1:52:07', '27. November 2026', de.certificate.distance.toUpperCase()]))
    expect(overlappingLines(lines)).toEqual([])
  })

  it.each([
    ['a long name shrinks onto one line', 'Maximiliane Adelheid von Hohenzollern-Sigmaringen', 1],
    ['a longer one wraps', 'Maria Magdalena Theresia Wilhelmine Freifrau von und zu Schwarzenberg-Hohenlohe-Langenburg', 2],
    ['one without spaces is broken', 'Ä'.repeat(100), 3],
    ['an endless one is cut after three lines', 'Anna-Lena '.repeat(40), 3],
  ])('for a German runner, %s, and no line overlaps another', async (_, name, lineCount) => {
    const bytes = await certificateDocument(runner({ recipient: name, achievement: 'den Internationalen Schwarzwald-Hochschwarzwald-Ultratrail über die Höhenzüge 2026 erfolgreich absolviert hat' }))
    const lines = await pdfLines(bytes)
    const nameLines = lines.filter((l) => l.size >= 22 && l.size <= 40 && l.text !== de.certificate.title.toUpperCase())
    expect(nameLines).toHaveLength(lineCount)
    expect(nameLines.every((l) => l.x >= 60 && l.x + l.width <= CERTIFICATE_LAYOUT.size[0] - 60)).toBe(true)
    expect(overlappingLines(lines)).toEqual([])
    if (lineCount === 1) expect(nameLines[0]!.text).toBe(name)
    expect(lines.every((l) => l.y > 34 && l.y + l.size < CERTIFICATE_LAYOUT.size[1] - 34)).toBe(true)
  })

  it('keeps a full team certificate (long names, long members list) free of overlaps', async () => {
    const bytes = await certificateDocument(
      runner({
        title: de.certificate.teamTitle,
        recipient: 'Die unermüdlichen Läuferinnen und Läufer vom Lauftreff Oberschwaben-Allgäu e. V.',
        facts: [...runner().facts, [de.certificate.team, 'Die unermüdlichen Läuferinnen und Läufer vom Lauftreff']],
        members: { label: de.certificate.members, names: Array.from({ length: 30 }, (_, i) => `Läuferin Nummer ${i + 1}`) },
      }),
    )
    expect(overlappingLines(await pdfLines(bytes))).toEqual([])
  })

  it("shows the event's picture and the medal's, PNG or JPEG, and draws a medal when there is no picture", async () => {
    const both = await certificateDocument(runner({ pictures: { event: await picture('#2a6f97', 'jpeg'), medal: await picture('#d4a017', 'png') } }))
    expect(imagesIn(both)).toBe(2)
    const none = await certificateDocument(runner({ pictures: { event: null, medal: null } }))
    expect(imagesIn(none)).toBe(0)
    // A picture that is not one is left out, and the certificate is made all the same.
    const broken = await certificateDocument(runner({ pictures: { event: new Uint8Array([0x89, 0x50, 1, 2, 3]), medal: new TextEncoder().encode('<html>') } }))
    expect(imagesIn(broken)).toBe(0)
    expect((await pdfText(broken))[0]).toContain('Łucja Läufer')
  })
})
