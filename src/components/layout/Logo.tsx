/** The Milepost word mark: a mile marker and the name, drawn inline so it never waits on a request. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 152 32" width="152" height="32" aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="18" height="26" rx="4" fill="var(--color-red)" />
      <path d="M7 22V10l4 6 4-6v12" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
      <text x="28" y="23" fontFamily="inherit" fontSize="20" fontWeight="800" fill="currentColor" letterSpacing="-0.5">
        milepost
      </text>
    </svg>
  )
}
