'use client'

import { type ComponentProps, useSyncExternalStore } from 'react'
import { Link } from '../../i18n/navigation'
import { prefetchAllowed } from '../../lib/connection'

const subscribe = () => () => {}
const readPrefetch = () => prefetchAllowed((navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection)

/** The site's internal link: locale-aware, and without prefetching on slow or data-saver connections. */
export function AppLink(props: ComponentProps<typeof Link>) {
  const allowed = useSyncExternalStore(subscribe, readPrefetch, () => false)
  return <Link {...props} prefetch={allowed ? props.prefetch : false} />
}
