import { describe, expect, it } from 'vitest'
import { pdfText } from '../../tests/support/pdf-text'
import { certificateDocument } from './certificate'

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
})
