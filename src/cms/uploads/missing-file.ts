import fs from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

async function isOnDisk(staticDir: string, filename: string): Promise<boolean> {
  const dir = path.resolve(staticDir)
  const file = path.resolve(dir, filename)
  return (
    file.startsWith(dir + path.sep) &&
    fs.stat(file).then(
      (stat) => stat.isFile(),
      () => false,
    )
  )
}

/**
 * Answers 404 for a file that is not on disk (Payload answers 500, and so did the image optimizer
 * asking for it). A file that is there is left to Payload to serve (the handler answers nothing).
 */
export const notFoundWhenMissing =
  (staticDir: string): UploadHandler =>
  async (_req, { params }) => {
    if (await isOnDisk(staticDir, params.filename)) return
    // Payload types a handler as answering a Response or nothing, not either one.
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }) as never
  }
