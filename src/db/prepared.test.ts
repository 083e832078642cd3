import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { prepared } from './prepared'

/** A stand-in for a drizzle builder, preparable under a name (it is never awaited itself). */
function fakeQuery(log: string[]) {
  const query = {
    prepare(name: string) {
      log.push(`prepare ${name}`)
      return { execute: async (values: Record<string, unknown>) => [`ran ${name} with ${JSON.stringify(values)}`] }
    },
  }
  return query as unknown as PromiseLike<string[]> & { prepare(): unknown }
}

describe('prepared reads', () => {
  it('are built and prepared once per Payload instance and name, then run with each call’s values', async () => {
    const log: string[] = []
    const payload = {} as Payload
    let builds = 0
    const build = () => (builds++, fakeQuery(log))
    const first = prepared(payload, 'race_of', build)
    const again = prepared(payload, 'race_of', build)
    expect(await first({ entryId: 1 })).toEqual(['ran race_of with {"entryId":1}'])
    expect(await again({ entryId: 2 })).toEqual(['ran race_of with {"entryId":2}'])
    expect([builds, log]).toEqual([1, ['prepare race_of']])

    prepared({} as Payload, 'race_of', build)
    prepared(payload, 'runs_of', build)
    expect([builds, log]).toEqual([3, ['prepare race_of', 'prepare race_of', 'prepare runs_of']])
  })
})
