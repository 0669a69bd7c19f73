/** A field's error under it, named by the field's aria-describedby; nothing while there is none. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null
}
