import 'server-only'
import { ImageResponse } from 'next/og'
import { documentFontFiles } from '../../lib/pdf/fonts'
import { nameSize, type ShareCard } from '../../races/share-card'

export const CARD_SIZE = { width: 1200, height: 630 } as const

const INK = '#17171c'
const RED = '#e3262f'
const MUTED = '#b9b9c4'

/** Rendered cards by their tag: a runner opening their finish page again costs nothing. Bounded, oldest out. */
const rendered = new Map<string, Uint8Array>()
const KEPT = 64

/**
 * The card as a 1200×630 PNG (the size social networks show whole): Milepost's mark, "Finisher",
 * the name, the event, the distance and the time, beside the medal's or the event's picture.
 * Drawn with the documents' own font, nothing fetched.
 */
export async function shareCardPng(card: ShareCard, tag: string, loadPicture: () => Promise<Uint8Array | null>): Promise<Uint8Array> {
  const kept = rendered.get(tag)
  if (kept) return kept
  // Read and resized only for a card not kept: that is the costly part.
  const picture = await loadPicture()
  const fonts = documentFontFiles()
  const pictureWidth = picture ? 440 : 0
  const image = new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', background: INK, color: '#ffffff', fontFamily: 'Noto Sans' }}>
      <div
        style={{
          width: CARD_SIZE.width - pictureWidth,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '52px 60px',
          borderLeft: `16px solid ${RED}`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <svg width="30" height="42" viewBox="0 0 20 28" role="img" aria-label="Milepost">
            <rect x="1" y="1" width="18" height="26" rx="4" fill={RED} />
            <path d="M6 20V8l4 6 4-6v12" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
          </svg>
          <span style={{ marginLeft: 14, fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }}>milepost</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <span style={{ fontSize: 26, fontWeight: 700, color: RED, textTransform: 'uppercase', letterSpacing: 3 }}>{card.label}</span>
          <span style={{ fontSize: nameSize(card.name), fontWeight: 700, lineHeight: 1.1, marginTop: 8 }}>{card.name}</span>
          <span style={{ fontSize: 34, color: MUTED, lineHeight: 1.25, marginTop: 14 }}>{card.event}</span>
        </div>
        <div style={{ display: 'flex' }}>
          {[card.distance, card.time].map((fact) => (
            <div key={fact.label} style={{ display: 'flex', flexDirection: 'column', marginRight: 64 }}>
              <span style={{ fontSize: 22, color: MUTED, textTransform: 'uppercase', letterSpacing: 2 }}>{fact.label}</span>
              <span style={{ fontSize: 56, fontWeight: 700 }}>{fact.value}</span>
            </div>
          ))}
        </div>
      </div>
      {picture && (
        // biome-ignore lint/performance/noImgElement: drawn by the card's renderer, not a page
        <img src={`data:image/jpeg;base64,${Buffer.from(picture).toString('base64')}`} width={pictureWidth} height={CARD_SIZE.height} style={{ objectFit: 'cover' }} alt="" />
      )}
    </div>,
    {
      ...CARD_SIZE,
      fonts: [
        { name: 'Noto Sans', data: fonts.regular, weight: 400, style: 'normal' },
        { name: 'Noto Sans', data: fonts.bold, weight: 700, style: 'normal' },
      ],
    },
  )
  const png = new Uint8Array(await image.arrayBuffer())
  if (rendered.size >= KEPT) rendered.delete(rendered.keys().next().value!)
  rendered.set(tag, png)
  return png
}
