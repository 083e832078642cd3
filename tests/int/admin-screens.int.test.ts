import config from '@payload-config'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

/** Every field of a list, inside rows, collapsibles, tabs, groups, arrays and blocks, with its path. */
function* walk(fields: Field[], path: string): Generator<{ field: Field; path: string }> {
  for (const field of fields) {
    const here = 'name' in field && field.name ? `${path}.${field.name}` : path
    yield { field, path: here }
    if ('fields' in field && Array.isArray(field.fields)) yield* walk(field.fields, here)
    if (field.type === 'tabs') for (const tab of field.tabs) yield* walk(tab.fields, 'name' in tab && tab.name ? `${here}.${tab.name}` : here)
    if (field.type === 'blocks') for (const block of field.blocks ?? []) if (typeof block === 'object') yield* walk(block.fields, `${here}.${block.slug}`)
  }
}

describe('the admin loads nothing from a CDN', () => {
  it('no JSON or code field uses Payload’s own editor (Monaco, loaded from a CDN): each has a read-only view of ours', async () => {
    const sanitized = await config
    const editors: string[] = []
    // Payload's own collections that the admin never shows (preferences, its key-value store) aside.
    const shown = [...sanitized.collections, ...sanitized.globals].filter((owner) => owner.admin?.hidden !== true)
    for (const owner of shown) {
      for (const { field, path } of walk(owner.fields, owner.slug)) {
        if ((field.type === 'json' || field.type === 'code') && !field.admin?.hidden && !field.admin?.components?.Field) editors.push(path)
      }
    }
    expect(editors).toEqual([])
  })
})
