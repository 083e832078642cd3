import fs from 'node:fs'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { describe, expect, it } from 'vitest'

describe('the documents’ fonts', () => {
  // pdf-lib's subsets write glyph offsets halved (short loca): a glyph at an odd offset is drawn blank.
  it.each(['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'])('%s starts every glyph on an even byte, so subsets draw every letter', (file) => {
    const font = fontkit.create(fs.readFileSync(path.join(import.meta.dirname, 'fonts', file))) as unknown as { loca: { offsets: number[] } }
    expect(font.loca.offsets.length).toBeGreaterThan(1000)
    expect(font.loca.offsets.filter((offset) => offset % 2)).toEqual([])
  })
})
