'use client'

import Script from 'next/script'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import type { HttpClient } from '@/lib/http/client'

type TurnstileApi = {
  render: (el: HTMLElement, options: Record<string, unknown>) => string
  reset: (id?: string) => void
  remove: (id?: string) => void
}
declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

type Props = {
  siteKey: string | null
  client: HttpClient
  /** Increment to ask for a fresh token (tokens are single-use). */
  resetKey: number
  onToken: (token: string | null) => void
  onWidgetError: () => void
}

/** Cloudflare Turnstile when a site key is configured; otherwise the site's own offline check. */
export function HumanCheck(props: Props) {
  return props.siteKey ? <TurnstileWidget {...props} siteKey={props.siteKey} /> : <LocalCheck {...props} />
}

function TurnstileWidget({ siteKey, resetKey, onToken, onWidgetError }: Props & { siteKey: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const widget = useRef<string | null>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    if (!ready || !ref.current || !window.turnstile || widget.current) return
    widget.current = window.turnstile.render(ref.current, {
      sitekey: siteKey,
      callback: (token: string) => onToken(token),
      'expired-callback': () => onToken(null),
      'error-callback': () => {
        onToken(null)
        onWidgetError()
      },
    })
    return () => {
      window.turnstile?.remove(widget.current ?? undefined)
      widget.current = null
    }
  }, [ready, siteKey, onToken, onWidgetError])

  useEffect(() => {
    if (resetKey && widget.current) window.turnstile?.reset(widget.current)
  }, [resetKey])

  return (
    <>
      <Script src="https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit" strategy="afterInteractive" onReady={() => setReady(true)} />
      <div ref={ref} className="human-check" />
    </>
  )
}

function LocalCheck({ client, resetKey, onToken, onWidgetError }: Props) {
  const t = useTranslations('contact')
  const [state, setState] = useState<'idle' | 'checking' | 'done'>('idle')

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new resetKey (the form was sent) asks for a new check
  useEffect(() => {
    setState('idle')
    onToken(null)
  }, [resetKey, onToken])

  async function check() {
    setState('checking')
    try {
      const { token } = await client.get<{ token: string }>('/actions/milepost/default/verification-token')
      onToken(token)
      setState('done')
    } catch {
      setState('idle')
      onWidgetError()
    }
  }

  return (
    <div className="human-check human-check--local">
      <label className="checkbox">
        <input type="checkbox" checked={state === 'done'} disabled={state !== 'idle'} onChange={() => void check()} />
        <span>{state === 'checking' ? t('verifying') : state === 'done' ? t('verified') : t('verifyHuman')}</span>
      </label>
    </div>
  )
}
