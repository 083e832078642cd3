/** Builds Lexical rich text (the admin's editor format) from seed blocks of headings and paragraphs. */
export type SeedBlock = { h: string } | { p: string }

const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })

export function toLexical(blocks: SeedBlock[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: blocks.map((block) =>
        'h' in block
          ? { type: 'heading', tag: 'h2', children: [text(block.h)], direction: 'ltr', format: '', indent: 0, version: 1 }
          : { type: 'paragraph', children: [text(block.p)], direction: 'ltr', format: '', indent: 0, textFormat: 0, version: 1 },
      ),
    },
  }
}
