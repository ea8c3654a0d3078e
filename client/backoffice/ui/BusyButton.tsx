import { Icon } from "../../kit/ui/Icon.tsx";

/**
 * A small button that starts work the server takes a while over (a preview, a run): its icon and words, or a
 * spinner and the words for the work under way, marked busy meanwhile.
 */
export function BusyButton(
  { busy, icon, label, busyLabel, disabled, onClick, testId, primary }: {
    busy: boolean;
    icon: string;
    label: string;
    busyLabel: string;
    disabled: boolean;
    onClick: () => void;
    testId: string;
    primary?: boolean;
  },
) {
  return (
    <button
      type="button"
      className={primary ? "btn btn-sm btn-primary" : "btn btn-sm"}
      disabled={disabled}
      aria-busy={busy}
      onClick={onClick}
      data-testid={testId}
    >
      {busy ? <span className="loading loading-spinner loading-xs" /> : <Icon name={icon} />}
      {busy ? busyLabel : label}
    </button>
  );
}
