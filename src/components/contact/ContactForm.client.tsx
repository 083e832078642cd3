'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useCallback, useId, useState } from 'react'
import { failureMessage } from '@/lib/http/client'
import { withMinimumDuration } from '@/lib/min-duration'
import { contactFields, formProblems } from '@/lib/validation'
import { useSession } from '../session/SessionProvider.client'
import { HumanCheck } from './HumanCheck.client'

type Fields = { name: string; email: string; message: string }

/** The contact form (spec §8 messages): verified by Turnstile or the offline check, rate-limited by the server. */
export function ContactForm({ siteKey }: { siteKey: string | null }) {
  const t = useTranslations()
  const id = useId()
  const { client } = useSession()
  const [fields, setFields] = useState<Fields>({ name: '', email: '', message: '' })
  const [touched, setTouched] = useState<Record<keyof Fields, boolean>>({ name: false, email: false, message: false })
  const [token, setToken] = useState<string | null>(null)
  const [resetKey, setResetKey] = useState(0)
  const [status, setStatus] = useState<'idle' | 'loading' | 'success' | 'error'>('idle')
  const [error, setError] = useState<string | null>(null)
  const onWidgetError = useCallback(() => setError(t('contact.widgetError')), [t])

  // The contact call's own field rules (src/lib/validation.ts), so the form and the server agree.
  const problems = formProblems(contactFields, fields)
  const invalid = Object.keys(problems).length > 0 || !token

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (invalid || status === 'loading') return
    setStatus('loading')
    setError(null)
    try {
      await withMinimumDuration(client.post('/actions/milepost/default/contact', { ...fields, turnstileToken: token }))
      setStatus('success')
    } catch (failure) {
      setStatus('error')
      setError(failureMessage(failure, t('contact.error')))
      setToken(null)
      setResetKey((k) => k + 1)
    }
  }

  if (status === 'success') {
    return (
      <p className="form-success" role="status">
        {t('contact.success')}
      </p>
    )
  }

  return (
    <form className="contact-form" onSubmit={submit} noValidate>
      {(['name', 'email', 'message'] as const).map((field) => {
        const problemKey = touched[field] ? problems[field] : undefined
        const problem = problemKey ? t(problemKey) : undefined
        const props = {
          id: `${id}-${field}`,
          name: field,
          required: true,
          value: fields[field],
          'aria-invalid': !!problem,
          'aria-describedby': problem ? `${id}-${field}-error` : undefined,
          onChange: (e: { target: { value: string } }) => setFields({ ...fields, [field]: e.target.value }),
          onBlur: () => setTouched({ ...touched, [field]: true }),
        }
        return (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t(`contact.${field}`)}</label>
            {field === 'message' ? <textarea rows={6} {...props} /> : <input type={field === 'email' ? 'email' : 'text'} autoComplete={field === 'email' ? 'email' : 'name'} {...props} />}
            {problem && (
              <p className="field__error" id={`${id}-${field}-error`}>
                {problem}
              </p>
            )}
          </div>
        )
      })}
      <HumanCheck siteKey={siteKey} client={client} resetKey={resetKey} onToken={setToken} onWidgetError={onWidgetError} />
      <button type="submit" className="btn btn--red" disabled={invalid || status === 'loading'}>
        {status === 'loading' ? t('contact.sending') : t('contact.send')}
      </button>
      <p className="form-error" role="alert">
        {error}
      </p>
    </form>
  )
}
