import { entryCsvHeader, entryCsvRow, teamCsvHeader, teamCsvRow } from '../../entries/csv'
import { csvExportEndpoint } from './csv-export'

/** GET /api/entries/export.csv: the entries the admin list shows (an event's, a team's…), as CSV. */
export const entriesExport = csvExportEndpoint({
  collection: 'entries',
  searchFields: ['email', 'firstName', 'lastName', 'orderNumber'],
  header: entryCsvHeader(),
  row: entryCsvRow,
  name: 'entries',
  depth: 1,
})

/** GET /api/teams/export.csv: the teams the admin list shows, as CSV. */
export const teamsExport = csvExportEndpoint({
  collection: 'teams',
  searchFields: ['name', 'captainEmail', 'orderNumber'],
  header: teamCsvHeader(),
  row: teamCsvRow,
  name: 'teams',
  depth: 1,
})
