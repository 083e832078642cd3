import { getPayload } from 'payload'
import config from '../src/payload.config'
import { runMigrations } from '../src/db/migrate'
import { demoAdmin, seed } from '../src/seed/seed'
import { demoMember } from '../src/seed/run-club'

const payload = await getPayload({ config })
await runMigrations(payload)
const { created } = await seed(payload)
payload.logger.info(created.length ? `Seeded: ${created.join(', ')}` : 'Demo content already present.')
payload.logger.info(`Demo admin: ${demoAdmin.email} / ${demoAdmin.password}`)
payload.logger.info(`Demo run-club member: ${demoMember.email} / ${demoMember.password}`)
process.exit(0)
