import type { PDFFont } from 'pdf-lib'

/**
 * Text widths for documents that measure much (an invoice's table): fontkit lays a string out
 * afresh each time it is measured (about a millisecond), so each text is measured once, at size 1
 * (widths grow in proportion to the size), and wrapping measures words, not every growing line.
 */
export function textWidths() {
  const known = new Map<PDFFont, Map<string, number>>()
  const width = (font: PDFFont, text: string, size: number): number => {
    const widths = known.get(font) ?? new Map<string, number>()
    known.set(font, widths)
    let unit = widths.get(text)
    if (unit === undefined) {
      unit = font.widthOfTextAtSize(text, 1)
      widths.set(text, unit)
    }
    return unit * size
  }

  /** The text broken into lines no wider than `width` at `size` (a word wider than it on a line of its own), paragraph breaks kept. */
  const wrap = (font: PDFFont, text: string, size: number, maxWidth: number): string[] => {
    const space = width(font, ' ', size)
    const lines: string[] = []
    for (const paragraph of text.split('\n')) {
      let line = ''
      let lineWidth = 0
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const wordWidth = width(font, word, size)
        if (line && lineWidth + space + wordWidth > maxWidth) {
          lines.push(line)
          line = ''
        }
        lineWidth = line ? lineWidth + space + wordWidth : wordWidth
        line = line ? `${line} ${word}` : word
      }
      lines.push(line)
    }
    return lines
  }

  return { width, wrap }
}
