import { createRequire } from 'node:module'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** The text of every page of a PDF, a page per entry, read by Mozilla's PDF.js. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'))
  }
  await pdf.destroy()
  return pages
}

/** A line of text on a PDF page: where it starts (its baseline), how wide it is and its font size, in points. */
export type PdfLine = { text: string; x: number; y: number; width: number; size: number }

/** The text lines of a PDF's first page with their positions, read by PDF.js. */
export async function pdfLines(bytes: Uint8Array): Promise<PdfLine[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise
  const content = await (await pdf.getPage(1)).getTextContent()
  const lines = content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, size: Math.hypot(item.transform[2], item.transform[3]) }]
      : [],
  )
  await pdf.destroy()
  return lines
}

/**
 * Pairs of lines whose boxes overlap: each box spans from the descenders (a quarter of the size
 * below the baseline) to the tallest accented capital (the size above it).
 */
export function overlappingLines(lines: PdfLine[]): [string, string][] {
  const box = (l: PdfLine) => ({ left: l.x, right: l.x + l.width, bottom: l.y - l.size * 0.25, top: l.y + l.size })
  const pairs: [string, string][] = []
  lines.forEach((a, i) => {
    for (const b of lines.slice(i + 1)) {
      const p = box(a)
      const q = box(b)
      if (p.left < q.right && q.left < p.right && p.bottom < q.top && q.bottom < p.top) pairs.push([a.text, b.text])
    }
  })
  return pairs
}

/** The events of an iCalendar file with their start day (YYYYMMDD) and summary. */
export function icsEvents(ics: string): { start: string; summary: string }[] {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '')
  return unfolded
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => ({
      start: /DTSTART(?:;VALUE=DATE)?:(\d{8})/.exec(block)?.[1] ?? '',
      summary: (/\nSUMMARY(?:;[^:]*)?:(.*)/.exec(block)?.[1] ?? '').replace(/\\([,;\\])/g, '$1').trim(),
    }))
}
