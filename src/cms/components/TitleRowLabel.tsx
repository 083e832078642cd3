'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A menu row labelled by its title (in the language being edited), not "Entry 01". */
export function TitleRowLabel() {
  const { data, rowNumber } = useRowLabel<{ title?: string | null }>()
  return <span className="title-row-label">{data?.title || `${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
