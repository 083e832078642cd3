/** A run as the admin lists it: kilometres, its moving time and its pace, in plain text. */
export type RunFigures = { distanceMeters?: number | null; durationSeconds?: number | null }

const clock = (seconds: number) => {
  const s = Math.max(0, Math.round(seconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  const hours = Math.floor(s / 3600)
  return hours ? `${hours}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` : `${Math.floor(s / 60)}:${pad(s % 60)}`
}

const usable = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/** "10.25 km" */
export const runDistance = ({ distanceMeters }: RunFigures) => (usable(distanceMeters) ? `${(distanceMeters / 1000).toFixed(2)} km` : '')

/** "52:03", "1:02:03" */
export const runTime = ({ durationSeconds }: RunFigures) => (usable(durationSeconds) ? clock(durationSeconds) : '')

/** "5:05 /km": moving time per kilometre. */
export const runPace = ({ distanceMeters, durationSeconds }: RunFigures) => (usable(distanceMeters) && usable(durationSeconds) ? `${clock(durationSeconds / (distanceMeters / 1000))} /km` : '')

/** "Åsa Öberg — Spring 10K": an entry named by its runner and event. */
export const entryTitle = (entry: { firstName?: string | null; lastName?: string | null }, event?: string | null) =>
  [[entry.firstName, entry.lastName].filter(Boolean).join(' '), event].filter(Boolean).join(' — ')
