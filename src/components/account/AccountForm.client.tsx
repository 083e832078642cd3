'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { HttpError } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'

type Field = { name: string; label: string; type: 'email' | 'password' | 'text'; autoComplete: string; hint?: string; optional?: boolean }

type Props = {
  action: string
  fields: Field[]
  submit: string
  busy: string
  /** Where to go once it worked; an answer with a `message` is shown in the form's place instead. */
  next: string
  /** Sent along with the fields (a reset token, a return path). */
  extra?: Record<string, string>
  /** The fields' values to start from (the customer's own details). */
  initial?: Record<string, string>
}

/**
 * The account site's forms (sign in, sign up, passwords, the customer's details): posts through the shared client (CSRF, locale),
 * shows the server's field errors under their fields, then reloads into `next` so the whole site
 * starts again as the signed-in customer.
 */
export function AccountForm({ action, fields, submit, busy, next, extra, initial }: Props) {
  const t = useTranslations('account')
  const { client, status } = useSession()
  const [values, setValues] = useState<Record<string, string>>(initial ?? {})
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  async function send(event: FormEvent) {
    event.preventDefault()
    setSending(true)
    setErrors({})
    setProblem(null)
    try {
      const answer = await client.post<{ message?: string }>(action, { ...extra, ...values })
      if (answer.message) {
        setDone(answer.message)
        setSending(false)
        return
      }
      window.location.assign(next)
      return
    } catch (error) {
      if (error instanceof HttpError) {
        setErrors(error.data.errors ?? {})
        setProblem(error.data.error ?? t('somethingWentWrong'))
      } else setProblem(t('somethingWentWrong'))
    }
    setSending(false)
  }

  if (done) {
    return (
      <p className="account__done" role="status">
        {done}
      </p>
    )
  }
  return (
    <form className="account-form" noValidate onSubmit={(e) => void send(e)}>
      {fields.map((field) => {
        const error = errors[field.name]?.[0]
        const id = `account-${field.name}`
        const described = [error ? `${id}-error` : null, field.hint ? `${id}-hint` : null].filter(Boolean).join(' ')
        return (
          <div className="field" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={!field.optional}
              value={values[field.name] ?? ''}
              aria-invalid={!!error || undefined}
              aria-describedby={described || undefined}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
            />
            {field.hint && (
              <p className="field__hint" id={`${id}-hint`}>
                {field.hint}
              </p>
            )}
            {error && (
              <p className="field__error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        )
      })}
      <p className="form-error" role="alert">
        {problem}
      </p>
      <button type="submit" className="btn btn--black" disabled={sending || status === 'loading'}>
        {sending ? busy : submit}
      </button>
    </form>
  )
}
