import { createDataloaderCacheKey, type Field, type FieldHook } from 'payload'
import { entryTitle, type RunFigures, runDistance, runPace, runTime } from '../../../races/run-summary'

/** Only for staff (the admin and its API): the site's own reads of runs never pay for these. */
const forStaff =
  (compute: FieldHook): FieldHook =>
  (args) =>
    args.req.user?.collection === 'users' ? compute(args) : undefined

/** The runner's name, from the run's entry: one batched read per page (Payload's data loader), under the reader's access. */
const runnerOf: FieldHook = async ({ siblingData, req }) => {
  const entry = siblingData?.entry as unknown
  if (entry && typeof entry === 'object') return entryTitle(entry as { firstName?: string; lastName?: string })
  if (typeof entry !== 'number' && typeof entry !== 'string') return undefined
  const doc = await req.payloadDataLoader
    .load(
      createDataloaderCacheKey({
        collectionSlug: 'entries',
        currentDepth: 0,
        depth: 0,
        docID: entry,
        draft: false,
        fallbackLocale: req.fallbackLocale ?? null,
        locale: req.locale ?? 'en',
        overrideAccess: false,
        showHiddenFields: false,
        transactionID: req.transactionID as string | number,
        select: { firstName: true, lastName: true },
      }),
    )
    .catch(() => null)
  return doc ? entryTitle(doc as { firstName?: string; lastName?: string }) : undefined
}

const figure =
  (format: (run: RunFigures) => string): FieldHook =>
  ({ siblingData }) =>
    format((siblingData ?? {}) as RunFigures) || undefined

const column = (name: string, label: string, afterRead: FieldHook): Field => ({
  name,
  label,
  type: 'text',
  virtual: true,
  admin: { readOnly: true, disableListFilter: true, disableBulkEdit: true },
  hooks: { afterRead: [forStaff(afterRead)] },
})

/** What the admin's list of runs shows instead of raw metres and seconds (computed on read, not stored). */
export const runColumns: Field = {
  type: 'row',
  fields: [column('runner', 'Runner', runnerOf), column('distance', 'Distance', figure(runDistance)), column('time', 'Time', figure(runTime)), column('pace', 'Pace', figure(runPace))],
}
