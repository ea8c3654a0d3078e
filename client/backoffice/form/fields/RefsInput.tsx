import { useSignals } from "@preact/signals-react/runtime";
import { t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { useTitle } from "../../data/hooks.ts";
import { described, type WidgetProps } from "./FieldFrame.tsx";
import { RefPicker } from "./RefPicker.tsx";
import "../../crud-words/index.ts";

/** Several records of another resource: the chosen ones as removable chips, the picker to add more. */
export function RefsInput(
  { to, id, path, value, onChange, onBlur, disabled, error }: WidgetProps<string[]> & { to: string },
) {
  useSignals();
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={t("crud.details")}>
          {value.map((ref) => (
            <Chip
              key={ref}
              to={to}
              id={ref}
              onRemove={disabled ? undefined : () => onChange(value.filter((v) => v !== ref))}
            />
          ))}
        </ul>
      )}
      <RefPicker
        to={to}
        id={id}
        name={path}
        value=""
        exclude={value}
        disabled={disabled}
        invalid={!!error}
        describedBy={described(id, error)["aria-describedby"]}
        onBlur={onBlur}
        onChange={(picked) => {
          if (picked && !value.includes(picked)) onChange([...value, picked]);
        }}
      />
    </div>
  );
}

/** One chosen record, by its title, with its remove button. */
function Chip({ to, id, onRemove }: { to: string; id: string; onRemove?: () => void }) {
  useSignals();
  const title = useTitle(to, id) ?? "…";
  return (
    <li className="badge badge-primary badge-soft gap-1 py-3">
      {title}
      {onRemove && (
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-circle"
          aria-label={t("crud.remove", { title })}
          onClick={onRemove}
        >
          <Icon name="close" size={16} />
        </button>
      )}
    </li>
  );
}
