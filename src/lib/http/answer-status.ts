/**
 * How a page tells the site's HTTP server (scripts/lib/http-server) the status its answer should
 * carry, where Next cannot: since 16.3 a `notFound()` answers with an empty error shell whose content
 * only appears once JavaScript runs (vercel/next.js#62228). The catch-all renders the localized
 * not-found view itself and marks it; the server, which holds every page until it is complete,
 * answers 404. React escapes quotes in text, so content can never carry the marker.
 */
export const ANSWER_STATUS_ATTRIBUTE = 'data-milepost-answer'
const NOT_FOUND_MARKER = `${ANSWER_STATUS_ATTRIBUTE}="404"`

export const answerStatusOf = (html: string): 404 | null => (html.includes(NOT_FOUND_MARKER) ? 404 : null)
