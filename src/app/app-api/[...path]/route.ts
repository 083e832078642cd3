import { json } from '@/server/http/site-action'

const notFound = async () => json({ error: 'Not found.' }, 404)

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT }
