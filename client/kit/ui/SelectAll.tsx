/**
 * The box that selects every row of a list: checked when all are, half-checked when some are. Ticking it selects
 * all; unticking (or ticking while all are chosen) clears the selection.
 */
export function SelectAll(
  { total, selected, onChange, label, testId }: {
    total: number;
    selected: number;
    onChange: (all: boolean) => void;
    label: string;
    testId: string;
  },
) {
  const all = total > 0 && selected === total;
  return (
    <input
      type="checkbox"
      className="checkbox checkbox-sm"
      aria-label={label}
      data-testid={testId}
      checked={all}
      ref={(el) => {
        if (el) el.indeterminate = selected > 0 && !all;
      }}
      onChange={() => onChange(!all)}
    />
  );
}
