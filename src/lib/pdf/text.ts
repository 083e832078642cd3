import type { PDFFont } from 'pdf-lib'

/** The text with only the characters the font has (fonts.ts: every letter of our languages; an emoji is left out), thin spaces as spaces. */
export function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet())
  return Array.from(text.replace(/[\u2009\u202f]/g, ' '))
    .filter((c) => known.has(c.codePointAt(0)!) || c === ' ')
    .join('')
}

/** The text broken into lines no wider than `width` at `size`, paragraph breaks kept. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next
      else {
        lines.push(line)
        line = word
      }
    }
    lines.push(line)
  }
  return lines
}
