'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { siteApi } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'

/** Ends the session (server and both cookies), then reloads the site as a visitor. */
export function SignOutButton({ next }: { next: string }) {
  const t = useTranslations('account')
  const { client } = useSession()
  const [busy, setBusy] = useState(false)
  async function signOut() {
    setBusy(true)
    try {
      await client.post(siteApi.logout)
    } catch (error) {
      console.warn('[milepost] Sign-out failed', error)
    }
    window.location.assign(next)
  }
  return (
    <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void signOut()}>
      {busy ? t('signingOut') : t('signOut')}
    </button>
  )
}
