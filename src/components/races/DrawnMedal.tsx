/** A medal on its ribbon, for events whose medal has no picture (as the certificate draws it). */
export function DrawnMedal({ label }: { label: string }) {
  return (
    <svg className="drawn-medal" viewBox="0 0 100 120" width="220" height="264" role="img" aria-label={label}>
      <path d="M28 0h22l14 44H42z" fill="#e3262f" />
      <path d="M50 0h22L58 44H36z" fill="#1f3373" />
      <circle cx="50" cy="80" r="34" fill="#d4a333" stroke="#9e7317" strokeWidth="3" />
      <circle cx="50" cy="80" r="25" fill="none" stroke="#9e7317" strokeWidth="1.5" />
      <path d="M38 92V68l12 16 12-16v24" fill="none" stroke="#9e7317" strokeWidth="4" strokeLinejoin="round" />
    </svg>
  )
}
