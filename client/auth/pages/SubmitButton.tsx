/** The form's submit button: disabled until the form is valid, a spinner and its busy label while it works. */
export function SubmitButton(
  { busy, disabled, label, busyLabel, testId }: {
    busy: boolean;
    disabled: boolean;
    label: string;
    busyLabel: string;
    testId: string;
  },
) {
  return (
    <button
      type="submit"
      className="btn btn-primary w-full mt-2"
      disabled={disabled || busy}
      data-testid={testId}
    >
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
