'use client'

import { useEffect, useRef, useState } from 'react'
import { MIN_LOADING_MS } from './min-duration'

/**
 * Spec L15 for a loading state the page did not start itself (the session's cart): once shown, it
 * stays at least `ms`, so a fast answer does not make the page flicker.
 */
export function useSteadyLoading(loading: boolean, ms = MIN_LOADING_MS): boolean {
  const [shown, setShown] = useState(loading)
  const since = useRef<number | null>(null)
  useEffect(() => {
    if (loading) {
      since.current ??= Date.now()
      setShown(true)
      return
    }
    if (since.current === null) return
    const left = ms - (Date.now() - since.current)
    const done = () => {
      since.current = null
      setShown(false)
    }
    if (left <= 0) return done()
    const timer = setTimeout(done, left)
    return () => clearTimeout(timer)
  }, [loading, ms])
  return loading || shown
}
