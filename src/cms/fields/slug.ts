import type { TextField } from 'payload'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A unique, URL-safe slug shown in the sidebar. */
export function slugField(description?: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description },
    validate: (value: string | null | undefined) => (!!value && slugPattern.test(value)) || 'Use lower-case letters, digits and hyphens',
  }
}
