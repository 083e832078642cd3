import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { restCall } from '../support/payload-api'
import { raceEvent, raceTeam } from '../support/race-world'

/** An uploaded emblem is the site's to show once a team carries it; before that, its uploader's and staff's only. */
let payload: Payload
const context = { disableRevalidate: true }
const as: Record<'uploader' | 'other' | 'editor', Record<string, string>> = { uploader: {}, other: {}, editor: {} }
let uploaderId = 0
let uploads = 0

async function signIn(collection: 'users' | 'customers', email: string) {
  await payload.create({
    collection,
    data: { email, password: 'emblem-password-1', ...(collection === 'users' ? { roles: ['editor'] } : { firstName: 'Ann', lastName: 'Runner', _verified: true }) } as never,
    context,
    disableVerificationEmail: true,
  } as never)
  const { token, user } = await payload.login({ collection, data: { email, password: 'emblem-password-1' } })
  return { headers: { authorization: `JWT ${token}` }, id: Number(user!.id) }
}

async function emblem() {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'team-emblems',
    data: { uploadedBy: uploaderId },
    file: { data: bytes, mimetype: 'image/png', name: `emblem-test-${++uploads}.png`, size: bytes.byteLength },
    context,
  })
  return { id: doc.id, file: `/api/team-emblems/file/${doc.filename}` }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const uploader = await signIn('customers', 'captain@example.com')
  uploaderId = uploader.id
  as.uploader = uploader.headers
  as.other = (await signIn('customers', 'stranger@example.com')).headers
  as.editor = (await signIn('users', 'editor@example.com')).headers
})

describe('team emblems', () => {
  it('are listed to staff only', async () => {
    const { id } = await emblem()
    for (const headers of [{}, as.uploader, as.other]) {
      const list = await restCall('GET', '/api/team-emblems', { headers })
      expect(list.status === 403 || (list.status === 200 && list.body.docs.length === 0), JSON.stringify(list.body).slice(0, 200)).toBe(true)
      expect((await restCall('GET', `/api/team-emblems/${id}`, { headers })).status).toBeGreaterThanOrEqual(400)
    }
    const listed = await restCall('GET', '/api/team-emblems', { headers: as.editor })
    expect(listed.status).toBe(200)
    expect(listed.body.docs.map((doc: { id: number }) => doc.id)).toContain(id)
  })

  it('serve an upload no team uses to its uploader and staff only, and to everyone once a team carries it', async () => {
    const { id, file } = await emblem()
    expect((await restCall('GET', file)).status).toBe(403)
    expect((await restCall('GET', file, { headers: as.other })).status).toBe(403)
    expect((await restCall('GET', file, { headers: as.uploader })).status).toBe(200)
    expect((await restCall('GET', file, { headers: as.editor })).status).toBe(200)

    const event = await raceEvent(payload, { startDay: '2030-05-01', endDay: '2030-05-31' } as never)
    const team = await raceTeam(payload, event, 'The Blue Emblems')
    await payload.update({ collection: 'teams', id: team.id, data: { emblemImage: id }, context })
    expect((await restCall('GET', file)).status).toBe(200)
    expect((await restCall('GET', file, { headers: as.other })).status).toBe(200)
  })

  it('answer 404 for a file that does not exist', async () => {
    expect((await restCall('GET', '/api/team-emblems/file/emblem-nope.webp')).status).toBe(404)
  })
})
