import { entryPage } from '@/components/entries/EntryPage'

// Per event (query string) and per person: rendered on each request.
export const dynamic = 'force-dynamic'

const page = entryPage('individual')
export const generateMetadata = page.generateMetadata
export default page.Page
