import 'server-only'
import sharp from 'sharp'

/**
 * Whether the bytes decode as a whole image. A file can start with an image's magic bytes and go
 * on as anything else (HTML, a script): only decoding all of it tells.
 */
export async function decodesAsImage(bytes: Uint8Array): Promise<boolean> {
  try {
    // Shrunk while decoding, so a huge image costs little memory; larger than 25 megapixels is refused.
    await sharp(bytes, { failOn: 'error', limitInputPixels: 25_000_000 }).resize(32, 32, { fit: 'inside' }).toBuffer()
    return true
  } catch {
    return false
  }
}
