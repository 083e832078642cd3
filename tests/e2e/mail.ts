import { lastOutboxMailTo } from '../support/outbox-files'
import { site } from './fixtures'

/** The newest mail the running site wrote to an address, readable ('' before it is written). */
export const lastMail = (email: string): string => lastOutboxMailTo(site.dataDir, email)
