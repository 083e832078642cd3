/**
 * Pages are cached and shared: Next renders one with the nonce of the request that rendered it, and
 * serves that HTML to everyone after. Every response gets a nonce of its own here instead. It goes
 * only on the scripts Next itself writes, recognised by what they are, not by where they stand:
 * - the build's own chunks (`<script src="/_next/static/…js">` with no other attributes than Next's);
 * - the bootstrap `(self.__next_f=self.__next_f||[]).push([0])`;
 * - the page's data, `self.__next_f.push(<JSON>)`, only when what is pushed parses as JSON (data,
 *   never code);
 * - the preloads of the build's chunks (`<link rel="preload" as="script" href="/_next/static/…js">`).
 * A script that is none of these (one slipped into content, say) keeps whatever it had: no nonce,
 * or a stale one, and does not run. Scripts that carry this response's nonce already (Next rendered
 * the page for this very request, React's own inline scripts included) are left as they are.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const NONCE_ATTRIBUTE = /\s+nonce="[^"]*"/gi
const LINK = /<link\b([^>]*?)(\/?)>/gi
const PRELOAD_ATTRIBUTES = new Set(['rel', 'as', 'href', 'fetchpriority', 'crossorigin', 'integrity'])
const ATTRIBUTE = /\s+([a-zA-Z-]+)(?:="([^"]*)")?/g
const NEXT_ATTRIBUTES = new Set(['src', 'async', 'nomodule', 'id', 'crossorigin', 'integrity', 'defer'])
const CHUNK = /^\/_next\/static\/[\w\-./%()[\]]+\.js$/
/** A `.` or `..` path segment (a catch-all route's chunk has `...slug` inside a segment, which is fine). */
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/
const isChunk = (path: string) => CHUNK.test(path) && !DOT_SEGMENT.test(path)
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'
const DATA_PUSH = 'self.__next_f.push('

function attributesOf(text: string): Map<string, string> | null {
  const attributes = new Map<string, string>()
  let consumed = 0
  for (const match of text.matchAll(ATTRIBUTE)) {
    if (match.index !== consumed) return null
    attributes.set(match[1]!.toLowerCase(), match[2] ?? '')
    consumed = match.index + match[0].length
  }
  return text.slice(consumed).trim() ? null : attributes
}

function isDataPush(body: string): boolean {
  if (!body.startsWith(DATA_PUSH) || !body.endsWith(')')) return false
  try {
    return Array.isArray(JSON.parse(body.slice(DATA_PUSH.length, -1)))
  } catch {
    return false
  }
}

/** Whether a script tag is one Next wrote: a chunk of the build, its bootstrap, or a data push. */
export function isNextScript(attributeText: string, body: string): boolean {
  const attributes = attributesOf(attributeText)
  if (!attributes || [...attributes.keys()].some((name) => !NEXT_ATTRIBUTES.has(name))) return false
  const src = attributes.get('src')
  if (src !== undefined) return isChunk(src) && body.trim() === ''
  return body === BOOTSTRAP || isDataPush(body)
}

/** Whether a link is Next's preload of one of the build's chunks. */
export function isChunkPreload(attributeText: string): boolean {
  const attributes = attributesOf(attributeText)
  if (!attributes || [...attributes.keys()].some((name) => !PRELOAD_ATTRIBUTES.has(name))) return false
  const rel = attributes.get('rel')
  return (rel === 'preload' || rel === 'modulepreload') && attributes.get('as') === 'script' && isChunk(attributes.get('href') ?? '')
}

/**
 * A cached page is the same HTML on every answer: where its nonces go is worked out once, then each
 * answer only joins the parts with its own nonce. A page Next rendered for this very answer carries
 * the nonce already and is worked on directly (it never comes again).
 */
const TEMPLATES_KEPT = 100
const PLACEHOLDER = '\u0000nonce\u0000'
const templates = new Map<string, string[]>()

export function addScriptNonces(html: string, nonce: string): string {
  if (html.includes(nonce) || html.includes(PLACEHOLDER)) return placeNonces(html, nonce)
  let template = templates.get(html)
  if (template) {
    // Most recently used last: the first key is the one to drop.
    templates.delete(html)
  } else {
    template = placeNonces(html, PLACEHOLDER).split(PLACEHOLDER)
    if (templates.size >= TEMPLATES_KEPT) templates.delete(templates.keys().next().value!)
  }
  templates.set(html, template)
  return template.join(nonce)
}

function placeNonces(html: string, nonce: string): string {
  const scripts = html.replace(SCRIPT, (tag, attributes: string, body: string) => {
    if (attributes.includes(`nonce="${nonce}"`)) return tag
    const others = attributes.replace(NONCE_ATTRIBUTE, '')
    if (!isNextScript(others, body)) return tag
    return `<script nonce="${nonce}"${others}>${body}</script>`
  })
  return scripts.replace(LINK, (tag, attributes: string, selfClosing: string) => {
    if (attributes.includes(`nonce="${nonce}"`)) return tag
    const others = attributes.replace(NONCE_ATTRIBUTE, '')
    return isChunkPreload(others) ? `<link nonce="${nonce}"${others}${selfClosing}>` : tag
  })
}

/** The nonce a Content-Security-Policy names for scripts, if any. */
export function nonceOf(policy: string | null | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy ?? '')?.[1] ?? null
}
