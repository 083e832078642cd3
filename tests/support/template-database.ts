/**
 * The database every integration test file starts from (tests/int/global-setup.ts): migrated the way
 * `npm run migrate` does, with the five demo markets a shop needs before it sells anything.
 */
import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { runMigrations } from '../../src/db/migrate'
import { seedMarkets } from '../../src/seed/markets'

const payload = await getPayload({ config })
await runMigrations(payload)
await seedMarkets(payload)
process.exit(0)
