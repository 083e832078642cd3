/**
 * Next loads its chunks with `<script async>`: each runs the moment it arrives, even before the
 * browser's first paint, so the page's first picture waits for React to start (vercel/next.js#66958).
 * The pages this server sends are whole documents (page-nonces.ts holds them), so `defer` costs
 * nothing: the chunks run once the document is parsed, in order, and the first paint comes first.
 */
const CHUNK_SCRIPT = /<script\b([^>]*?)\sasync=""([^>]*)><\/script>/g
const CHUNK_SRC = /\ssrc="\/_next\/static\/[^"]+\.js"/

export function deferChunkScripts(html: string): string {
  return html.replace(CHUNK_SCRIPT, (tag, before: string, after: string) => (CHUNK_SRC.test(before + after) ? `<script${before} defer=""${after}></script>` : tag))
}
