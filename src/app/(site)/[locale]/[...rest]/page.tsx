import { notFound } from 'next/navigation'

/** Any path without a page of its own is a 404 inside the localized layout. */
export default function CatchAll() {
  notFound()
}
