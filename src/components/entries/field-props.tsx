/**
 * The entry forms' fields: each field's id and its error's id derive from the form's id and the
 * field's name (`config.distance`…), as the server's problems are keyed.
 */
export function fieldProps(formId: string, errors: Record<string, string>) {
  const field = (name: string) => ({
    id: `${formId}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${formId}-${name}-error` : undefined,
  })
  const error = (name: string) =>
    errors[name] ? (
      <p className="field__error" id={`${formId}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null
  return { field, error }
}
