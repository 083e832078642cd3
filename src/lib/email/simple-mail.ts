import type { Locale } from '../../i18n/locales'
import { escapeHtml } from '../html'

/**
 * A plain mail in text and HTML: a heading, the first paragraph, a list of details, the other
 * paragraphs, and an optional button link.
 */
export function simpleMail(locale: Locale, heading: string, paragraphs: string[], items: string[] = [], link?: { label: string; url: string }) {
  const text = [
    heading,
    '',
    ...paragraphs.slice(0, 1),
    ...(items.length ? ['', ...items.map((i) => `- ${i}`)] : []),
    '',
    ...paragraphs.slice(1),
    ...(link ? ['', `${link.label}: ${link.url}`] : []),
  ].join('\n')
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px">
<h1 style="font-size:22px">${escapeHtml(heading)}</h1>
<p>${escapeHtml(paragraphs[0] ?? '')}</p>
${items.length ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : ''}
${paragraphs
  .slice(1)
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join('\n')}
${link ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#c8102e;color:#fff;padding:10px 16px;text-decoration:none">${escapeHtml(link.label)}</a></p>` : ''}
</body></html>`
  return { text, html }
}
