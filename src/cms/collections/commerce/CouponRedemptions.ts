import type { CollectionConfig } from 'payload'
import { closedAccess, editors } from '../../access'

/** One row per completed order that used a coupon: the per-email limit counts these. */
export const CouponRedemptions: CollectionConfig = {
  slug: 'coupon-redemptions',
  admin: { useAsTitle: 'couponCode', defaultColumns: ['couponCode', 'email', 'orderNumber', 'createdAt'], group: 'Shop' },
  access: closedAccess({ read: editors }),
  fields: [
    { name: 'couponCode', type: 'text', required: true, index: true },
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'orderNumber', type: 'text', required: true, unique: true },
  ],
}
