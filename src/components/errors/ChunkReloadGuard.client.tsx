'use client'

import { useEffect } from 'react'
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-reload'

/** Reloads the page when a script chunk fails to load (usually after a deploy), at most once per 60 s. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (error: unknown) => {
      if (isChunkLoadError(error)) reloadAfterChunkError(window.sessionStorage, Date.now(), () => window.location.reload())
    }
    const onError = (event: ErrorEvent) => handle(event.error)
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
