import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'

/**
 * The fonts of Milepost's documents (certificates, plans): Noto Sans, regular and bold (SIL Open
 * Font License, fonts/OFL.txt), which writes every letter of the nine languages and beyond
 * (Łukasz, Zoë Ñúñez, Åsa Öberg). PDF's standard fonts know only Windows-1252 and dropped the rest.
 * Embedded as subsets: a document carries only the letters it uses (a few KB).
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts')
let files: { regular: Buffer; bold: Buffer } | null = null

export async function documentFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  files ??= { regular: fs.readFileSync(path.join(dir, 'NotoSans-Regular.ttf')), bold: fs.readFileSync(path.join(dir, 'NotoSans-Bold.ttf')) }
  doc.registerFontkit(fontkit)
  const [regular, bold] = await Promise.all([doc.embedFont(files.regular, { subset: true }), doc.embedFont(files.bold, { subset: true })])
  return { regular, bold }
}

let characters: Set<number> | null = null

/** The font files themselves (the share card draws with them too) and the letters they have. */
export function documentFontFiles(): { regular: Buffer; bold: Buffer; has: (codePoint: number) => boolean } {
  files ??= { regular: fs.readFileSync(path.join(dir, 'NotoSans-Regular.ttf')), bold: fs.readFileSync(path.join(dir, 'NotoSans-Bold.ttf')) }
  characters ??= new Set(fontkit.create(files.bold).characterSet)
  const known = characters
  return { ...files, has: (codePoint) => known.has(codePoint) }
}
