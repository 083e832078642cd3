import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { eventPicture, eventSpecs } from './catalogue'

const picture = (slug: string) => fs.readFileSync(path.join(import.meta.dirname, 'images', 'catalogue', eventPicture(slug)))

describe('the seeded events', () => {
  it('each show artwork of their own, never another event’s', () => {
    const digests = eventSpecs.map((spec) => createHash('sha256').update(picture(spec.slug)).digest('hex'))
    expect(new Set(digests).size).toBe(eventSpecs.length)
  })
})
