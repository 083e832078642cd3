import { getPayload } from 'payload'
import config from '../src/payload.config'
import { runMigrations } from '../src/db/migrate'

const payload = await getPayload({ config })
await runMigrations(payload)
payload.logger.info('Migrations are up to date.')
process.exit(0)
