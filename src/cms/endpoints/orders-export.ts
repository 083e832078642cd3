import { type ExportedOrder, orderCsvHeader, orderCsvRow } from '../../commerce/orders/csv'
import { csvExportEndpoint } from './csv-export'

export const ORDER_SEARCH_FIELDS = ['number', 'email', 'paymentReference']

/** GET /api/orders/export.csv: the orders the admin list shows, as CSV. */
export const ordersExport = csvExportEndpoint({
  collection: 'orders',
  searchFields: ORDER_SEARCH_FIELDS,
  header: orderCsvHeader(),
  row: (doc) => orderCsvRow(doc as unknown as ExportedOrder),
  name: 'orders',
})
