import type { CollectionConfig } from 'payload'
import { closedAccess, editors } from '../../access'

/**
 * Who used a coupon limited per runner (perEmailLimit), one row per person and use: the order's
 * email, its signed-in customer and each entrant (src/commerce/cart/coupon-holders.ts). A use takes
 * the person's next slot; the unique index lets two orders committing at once not take the same
 * one, so a runner cannot go past the limit whatever email the cart carries.
 */
export const CouponClaims: CollectionConfig = {
  slug: 'coupon-claims',
  admin: { useAsTitle: 'holder', defaultColumns: ['couponCode', 'holder', 'slot', 'orderNumber', 'createdAt'], group: 'Shop' },
  access: closedAccess({ read: editors }),
  indexes: [{ fields: ['couponCode', 'holder', 'slot'], unique: true }],
  fields: [
    { name: 'couponCode', type: 'text', required: true, index: true },
    { name: 'holder', type: 'text', required: true, admin: { description: '"email:…" or "customer:…"' } },
    { name: 'slot', type: 'number', required: true, min: 1 },
    { name: 'orderNumber', type: 'text', required: true, index: true },
  ],
}
