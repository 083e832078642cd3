/**
 * The database every integration test file starts from (tests/int/global-setup.ts): migrated the way
 * `npm run migrate` does, with the five demo markets a shop needs before it sells anything and their
 * tax rates. Seeded once here, not per file: nine localised saves of the tax-rate list cost seconds.
 */
import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { runMigrations } from '../../src/db/migrate'
import { seedMarketsAndTaxRates } from './markets'

const payload = await getPayload({ config })
await runMigrations(payload)
await seedMarketsAndTaxRates(payload)
process.exit(0)
