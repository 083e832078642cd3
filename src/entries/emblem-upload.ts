import { DomainError } from '../lib/errors'

export const MAX_EMBLEM_BYTES = 1024 * 1024

const signatures: { type: string; matches: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/webp', matches: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP' },
]

/**
 * A team emblem as uploaded: at most 1 MB, and a PNG, JPEG or WebP by its content (not by the name
 * or type the browser claims).
 */
export function checkEmblem(bytes: Uint8Array): { type: string } {
  if (bytes.byteLength > MAX_EMBLEM_BYTES) throw new DomainError('too_large', 'entries.emblemTooLarge')
  const found = signatures.find((s) => s.matches(bytes))
  if (!found) throw new DomainError('invalid_request', 'entries.emblemType', { fieldErrors: { file: ['entries.emblemType'] } })
  return { type: found.type }
}
