/** Where the last order is kept in the browser after payment (spec §4: "the order stored"). */
export const LAST_ORDER_KEY = 'lastOrder'
