'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useId, useState } from 'react'
import { siteApi } from '../../lib/http/client'
import { withMinimumDuration } from '../../lib/min-duration'
import { useSession } from '../session/SessionProvider.client'
import { type NewsletterFields, type NewsletterStatus, validateNewsletter } from './newsletter-form-state'

/** The footer's newsletter band (spec §4, §5, §8): idle, loading, success or error. */
export function NewsletterForm() {
  const t = useTranslations()
  const id = useId()
  const { client, status: sessionStatus } = useSession()
  const [fields, setFields] = useState<NewsletterFields>({ name: '', email: '' })
  const [touched, setTouched] = useState<Record<keyof NewsletterFields, boolean>>({ name: false, email: false })
  const [status, setStatus] = useState<NewsletterStatus>('idle')
  const errors = validateNewsletter(fields)
  const invalid = Object.keys(errors).length > 0

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (invalid || status === 'loading') return
    setStatus('loading')
    try {
      await withMinimumDuration(client.post(siteApi.joinMailingList, { name: fields.name.trim(), email: fields.email.trim() }))
      setStatus('success')
    } catch {
      setStatus('error')
    }
  }

  const message = (field: keyof NewsletterFields) => {
    const error = touched[field] ? errors[field] : undefined
    return error ? t(error) : null
  }

  if (status === 'success') {
    return (
      <p className="newsletter__success" role="status">
        {t('newsletterOptIn.checkInbox')}
      </p>
    )
  }

  return (
    <form className="newsletter__form" onSubmit={submit} noValidate>
      {(['name', 'email'] as const).map((field) => {
        const error = message(field)
        return (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t(`newsletter.${field}`)}</label>
            <input
              id={`${id}-${field}`}
              name={field}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={field === 'email' ? 'email' : 'name'}
              required
              value={fields[field]}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-${field}-error` : undefined}
              onChange={(e) => setFields({ ...fields, [field]: e.target.value })}
              onBlur={() => setTouched({ ...touched, [field]: true })}
            />
            {error && (
              <p className="field__error" id={`${id}-${field}-error`}>
                {error}
              </p>
            )}
          </div>
        )
      })}
      <button type="submit" className="btn btn--red" disabled={invalid || status === 'loading' || sessionStatus === 'loading'}>
        {status === 'loading' ? t('newsletter.submitting') : t('newsletter.submit')}
      </button>
      <p className="newsletter__error" role="alert">
        {status === 'error' ? t('newsletter.error') : null}
      </p>
    </form>
  )
}
