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

const ELLIPSIS = '…'

/** The longest start of `text` that fits `width` with an ellipsis after it (the text itself when it fits). */
export function ellipsized(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text
  const chars = Array.from(text)
  while (chars.length && font.widthOfTextAtSize(`${chars.join('').trimEnd()}${ELLIPSIS}`, size) > width) chars.pop()
  return `${chars.join('').trimEnd()}${ELLIPSIS}`
}

/** Words longer than the width broken where they must be, so no line runs past it. */
function breakLongWords(font: PDFFont, text: string, size: number, width: number): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      if (font.widthOfTextAtSize(word, size) <= width) return [word]
      const pieces: string[] = []
      let piece = ''
      for (const c of Array.from(word)) {
        if (piece && font.widthOfTextAtSize(piece + c, size) > width) {
          pieces.push(piece)
          piece = ''
        }
        piece += c
      }
      return [...pieces, piece]
    })
    .join(' ')
}

/**
 * The text at the largest size from `max` down to `min` at which it fits one line; failing that,
 * wrapped at `min` into at most `maxLines` lines, the last cut with an ellipsis.
 */
export function fitted(font: PDFFont, text: string, sizes: { max: number; min: number }, width: number, maxLines: number): { size: number; lines: string[] } {
  for (let size = sizes.max; size >= sizes.min; size -= 1) {
    if (font.widthOfTextAtSize(text, size) <= width) return { size, lines: [text] }
  }
  const size = sizes.min
  const lines = wrap(font, breakLongWords(font, text, size, width), size, width)
  if (lines.length <= maxLines) return { size, lines }
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = ellipsized(font, `${kept[maxLines - 1]} ${lines[maxLines]}`, size, width)
  return { size, lines: kept }
}
