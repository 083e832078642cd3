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
