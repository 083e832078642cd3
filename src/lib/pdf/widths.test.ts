import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { documentFonts } from './fonts'
import { wrap as wrapEachLine } from './text'
import { textWidths } from './widths'

describe('measured text widths', () => {
  it('measure as the font does, at any size, and wrap where measuring every line would', async () => {
    const { regular } = await documentFonts(await PDFDocument.create())
    const { width, wrap } = textWidths()
    expect(width(regular, 'Åsa Öberg', 12)).toBeCloseTo(regular.widthOfTextAtSize('Åsa Öberg', 12), 6)
    const text = 'Milepost-t-shirt, svart, storlek M – ekologisk bomull från Portugal\nOchEttOrdSomInteRymsPåEnRadAlls'
    for (const size of [8, 9.5, 12]) {
      const lines = wrap(regular, text, size, 120)
      expect(lines).toEqual(wrapEachLine(regular, text, size, 120))
      expect(lines.join(' ').split(/\s+/)).toEqual(text.split(/\s+/))
    }
  })
})
