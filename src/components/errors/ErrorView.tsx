import type { ReactNode } from 'react'
import { ANSWER_STATUS_ATTRIBUTE } from '@/lib/http/answer-status'

/** The error page body of spec §2: a title, a text and an embedded animated image. */
export function ErrorView({ status, title, text, children, answer }: { status: number; title: string; text: string; children?: ReactNode; answer?: 404 }) {
  return (
    <section className="error-view" data-status={status} {...(answer ? { [ANSWER_STATUS_ATTRIBUTE]: answer } : {})}>
      {/* Decorative animation: a runner looking for the route; motion stops with prefers-reduced-motion. */}
      <img className="error-view__image" src="/images/lost-runner.svg" alt="" width={320} height={200} loading="lazy" />
      <p className="error-view__status">{status}</p>
      <h1 className="error-view__title">{title}</h1>
      <p className="error-view__text">{text}</p>
      {children}
    </section>
  )
}
