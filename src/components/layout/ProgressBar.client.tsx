'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { NAVIGATION_CANCELLED } from './navigation-progress'

/** Spec §9: the bar creeps over 5000 ms and only shows when navigation takes longer than 200 ms. */
export const PROGRESS_DURATION_MS = 5000
const durationStyle: CSSProperties & Record<'--progress-duration', string> = { '--progress-duration': `${PROGRESS_DURATION_MS}ms` }
export const PROGRESS_THROTTLE_MS = 200

type Phase = 'idle' | 'running' | 'done'

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false
  }
  const anchor = event.target instanceof Element ? event.target.closest('a') : null
  if (!anchor || !anchor.href || anchor.target === '_blank' || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

export function ProgressBar() {
  const t = useTranslations('progress')
  const pathname = usePathname()
  const search = useSearchParams()
  const [phase, setPhase] = useState<Phase>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    const start = () => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS)
    }
    const cancel = () => {
      clearTimeout(timer.current)
      setPhase('idle')
    }
    const onClick = (event: MouseEvent) => isInternalNavigation(event) && start()
    // Capture phase: next/link prevents the default action in React's own (later) listener.
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', start)
    window.addEventListener(NAVIGATION_CANCELLED, cancel)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', start)
      window.removeEventListener(NAVIGATION_CANCELLED, cancel)
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the new page has arrived when the path or query changes
  useEffect(() => {
    clearTimeout(timer.current)
    setPhase((current) => (current === 'running' ? 'done' : 'idle'))
  }, [pathname, search])

  useEffect(() => {
    if (phase !== 'done') return
    const hide = setTimeout(() => setPhase('idle'), 300)
    return () => clearTimeout(hide)
  }, [phase])

  return <div className="progress-bar" data-phase={phase} role="progressbar" aria-label={t('loading')} aria-hidden={phase === 'idle'} style={durationStyle} />
}
