import { z } from 'zod'
import { MAX_RUN_METERS, MAX_RUN_SECONDS } from '../../races/run-file'

/** A run logged by hand or by the app, as the app API takes it (docs/site-api.md, Races). */
export const runBody = z.strictObject({
  startedAt: z.iso.datetime({ offset: true }),
  distanceMeters: z.number().int().min(1).max(MAX_RUN_METERS),
  durationSeconds: z.number().int().min(1).max(MAX_RUN_SECONDS),
  activityType: z.string().trim().min(1).max(40),
  externalId: z.string().trim().min(1).max(200).optional(),
})

/** A correction states all of a run's figures again; an app's id never changes. */
export const runEditBody = runBody.omit({ externalId: true })
