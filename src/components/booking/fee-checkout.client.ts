'use client'

import { useLocale } from 'next-intl'
import type { LineOptions } from '../../commerce/cart/types'
import { type Locale, localizedPath } from '../../i18n/locales'
import { useSession } from '../session/SessionProvider.client'

/** A booking change's fee line (decision 0059), as the app API names it. */
export type FeeLine = { purchasableId: number; options: LineOptions }

const sameLine = (line: { purchasableId: number; options: LineOptions }, fee: FeeLine) => line.purchasableId === fee.purchasableId && JSON.stringify(line.options) === JSON.stringify(fee.options)

/** Puts the fee in the basket (once) and opens the checkout, where it is paid like anything else. */
export function useFeeCheckout() {
  const session = useSession()
  const locale = useLocale() as Locale
  return {
    async pay(fee: FeeLine) {
      if (!session.cart?.lineItems.some((line) => sameLine(line, fee))) await session.addToCart(fee.purchasableId, 1, fee.options)
      window.location.assign(localizedPath(locale, '/checkout'))
    },
    /** Takes a fee whose change was given up out of the basket. */
    async forget(fee: FeeLine) {
      const line = session.cart?.lineItems.find((l) => sameLine(l, fee))
      if (line) await session.changeLines({ [line.id]: { remove: true } })
    },
  }
}
