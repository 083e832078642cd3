import { DomainError } from '@/lib/errors'
import { siteAction } from '@/server/http/site-action'

const notFound = siteAction({}, async () => {
  throw new DomainError('not_found')
})

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT }
