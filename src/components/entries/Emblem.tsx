import type { EmblemKey } from '../../entries/emblems'

const paths: Record<EmblemKey, string> = {
  bolt: 'M13 2 4 14h6l-1 8 9-12h-6l1-8z',
  flame: 'M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-3 2-4 2-7 2 1 3 3 3 5 1-2 0-6 0-9z',
  mountain: 'M2 20 9 7l4 6 3-4 6 11H2z',
  wave: 'M2 14c3-4 5-4 7 0s4 4 6 0 4-4 7 0v6H2v-6z',
  star: 'm12 2 3 7 7 .6-5.3 4.7L18.3 22 12 18.3 5.7 22l1.6-7.7L2 9.6 9 9l3-7z',
  leaf: 'M20 3C9 3 4 9 4 16c0 2 1 4 1 4s2-6 8-9c-4 3-6 7-6 9 9 0 13-7 13-17z',
  heart: 'M12 21s-8-5.2-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.8-8 11-8 11z',
  shoe: 'M3 15c0-2 1-6 2-8 2 1 4 1 5 0l2 4c2 1 6 2 8 2s2 1 2 2v2H3v-2z',
}

/** A team emblem from the set, drawn inline (no image request). */
export function Emblem({ name, size = 32 }: { name: EmblemKey; size?: number }) {
  return (
    <svg className="emblem" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  )
}
