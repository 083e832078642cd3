import { getLocale } from 'next-intl/server'
import { NotFoundView } from '@/components/errors/NotFoundView'
import { defaultLocale, normaliseLocale } from '@/i18n/locales'

/**
 * What `notFound()` shows. Rendered on the server inside the layout, which has set the request's
 * locale: a client boundary here would put its code on every page.
 */
export default async function NotFound() {
  return <NotFoundView locale={normaliseLocale(await getLocale()) ?? defaultLocale} />
}
