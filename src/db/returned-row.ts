/**
 * The row a write's RETURNING gave back. An INSERT without ON CONFLICT returns its row or throws,
 * so none means the driver or a trigger dropped the write: the caller must not go on as if it held.
 */
export function returnedRow<Row>(rows: readonly Row[], write: string): Row {
  const [row] = rows
  if (row === undefined) throw new Error(`${write}: the database returned no row, so nothing was written`)
  return row
}
