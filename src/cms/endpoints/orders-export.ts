import { orderCsvHeader, orderCsvRow } from '../../commerce/orders/csv'
import type { Order } from '../../payload-types'
import { csvExportEndpoint } from './csv-export'

export const ORDER_SEARCH_FIELDS: (keyof Order & string)[] = ['number', 'email', 'paymentReference']

/** GET /api/orders/export.csv: the orders the admin list shows, as CSV. */
export const ordersExport = csvExportEndpoint({
  collection: 'orders',
  searchFields: ORDER_SEARCH_FIELDS,
  header: orderCsvHeader(),
  row: orderCsvRow,
  name: 'orders',
})
