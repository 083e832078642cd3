import { z } from 'zod'

/**
 * A value read back from storage as the shape that was written, or an error naming where it was
 * read (`order MP-1234 lineItems`): a bad row is found where it is read, not where a missing field
 * breaks later.
 */
export function storedValue<T>(shape: z.ZodType<T>, value: unknown, where: string): T {
  const read = shape.safeParse(value)
  if (!read.success) throw new Error(`${where} holds a malformed value: ${z.prettifyError(read.error)}`, { cause: read.error })
  return read.data
}
