'use client'

/** Last resort when the root layout itself fails: plain markup, no app code that could fail again. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '64px 16px' }}>
        <p style={{ color: '#c8102e', fontWeight: 800 }}>500</p>
        <h1>Something went wrong</h1>
        <p>Sorry, we could not show this page. Please try again in a moment.</p>
        <button type="button" onClick={reset} style={{ padding: '10px 22px', borderRadius: 999, border: 0, background: '#111', color: '#fff', font: 'inherit', cursor: 'pointer' }}>
          Try again
        </button>
      </body>
    </html>
  )
}
