// The submit button every new-transaction form ends with ("Review", or "Add to batch" inside the
// batch builder).
/** The form's one submit button. */
export function SubmitRow({ label, disabled = false }: { label: string; disabled?: boolean }) {
  return (
    <div className="row-actions">
      <button type="submit" className="button primary" disabled={disabled}>
        {label}
      </button>
    </div>
  );
}
