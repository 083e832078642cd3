import type { NextRequest } from 'next/server'
import type { Locale } from '@/i18n/locales'
import { getTranslator } from '@/i18n/server-translator'
import { invoiceForBuyer } from '@/server/invoices/invoice-document'
import { getPayloadClient } from '@/server/payload'

/** The invoice of the buyer's order, through the order page's unguessable link (number and key); anyone else, or before it is invoiced: 404. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  const number = request.nextUrl.searchParams.get('number')
  const key = request.nextUrl.searchParams.get('key')
  const invoice = number && key && number.length <= 40 && key.length <= 64 ? await invoiceForBuyer(await getPayloadClient(), number, key, locale) : null
  if (!invoice) return new Response((await getTranslator(locale))('errors.notFound'), { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  return new Response(Buffer.from(invoice.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="invoice-${invoice.invoiceNumber.replace(/[^\w.-]/g, '-')}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
