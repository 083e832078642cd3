import { medalCsvHeader, medalCsvRow } from '../../races/medal-csv'
import { csvExportEndpoint } from './csv-export'

/** GET /api/medal-shipments/export.csv: the shipments the admin list shows (a status, an event…), for the shipping company. */
export const medalShipmentsExport = csvExportEndpoint({
  collection: 'medal-shipments',
  searchFields: ['recipient', 'trackingNumber'],
  header: medalCsvHeader(),
  row: medalCsvRow,
  name: 'medal-shipments',
  depth: 1,
})
