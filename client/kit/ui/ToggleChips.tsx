/**
 * A row of toggle buttons, one per choice, pressed while the choice is shown; each button's coloured edge is also
 * the colour key of what it stands for. An empty selection means every choice is shown.
 */
export function ToggleChips<T extends string>(
  { choices, label, shown, edge, name, testId, onToggle }: {
    choices: readonly T[];
    /** The group's accessible name. */
    label: string;
    shown: (choice: T) => boolean;
    /** The classes of a choice's coloured edge. */
    edge: (choice: T) => string;
    name: (choice: T) => string;
    testId: (choice: T) => string;
    onToggle: (choice: T) => void;
  },
) {
  return (
    <div className="flex flex-wrap items-center gap-1" role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={`btn btn-xs border-s-4 ${edge(choice)} ${shown(choice) ? "" : "btn-ghost line-through"}`}
          aria-pressed={shown(choice)}
          data-testid={testId(choice)}
          onClick={() => onToggle(choice)}
        >
          {name(choice)}
        </button>
      ))}
    </div>
  );
}
