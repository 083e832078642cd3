import { json } from '@/lib/site-api/action'

const notFound = async () => json({ error: 'Not found.' }, 404)

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT }
