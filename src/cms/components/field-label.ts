/** A field's label as the admin shows it, from a server field's config (Payload sets one from the name). */
export function labelOf(field: { name?: string; label?: unknown }): string {
  if (typeof field.label === 'string') return field.label
  if (field.label && typeof field.label === 'object' && 'en' in field.label) return String((field.label as { en: unknown }).en)
  return (field.name ?? '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
}
