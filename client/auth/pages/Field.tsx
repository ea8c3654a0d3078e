import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The message shown under the field (already translated), or nothing. */
  error?: string;
  icon?: string;
  /** A control drawn at the end of the input, such as a show-password toggle. */
  end?: ReactNode;
};

/** A labelled input with its message underneath, wired for assistive technology. */
export function Field({ label, value, onValue, error, icon, end, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="fieldset py-0">
      <label className="fieldset-legend pb-1" htmlFor={id}>{label}</label>
      <div className={`input w-full ${error ? "input-error" : ""}`}>
        <input
          id={id}
          value={value}
          onChange={(e) => onValue(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="grow"
          {...input}
        />
        {end}
        {icon && !end && <Icon name={icon} size={20} className="opacity-50" />}
      </div>
      <p id={errorId} className="text-error text-sm min-h-5" data-testid={`${input.name}-error`}>
        {error ?? ""}
      </p>
    </fieldset>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField(
  { shown, onToggle, showLabel, hideLabel, ...props }: Omit<FieldProps, "end" | "type"> & {
    shown: boolean;
    onToggle: () => void;
    showLabel: string;
    hideLabel: string;
  },
) {
  return (
    <Field
      {...props}
      type={shown ? "text" : "password"}
      end={
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          aria-label={shown ? hideLabel : showLabel}
          aria-pressed={shown}
          data-testid={`${props.name}-toggle`}
          onClick={onToggle}
        >
          <Icon name={shown ? "visibility_off" : "visibility"} size={20} />
        </button>
      }
    />
  );
}

/** What `useForm().field(name)` gives a field. */
type BoundField = Pick<FieldProps, "name" | "value" | "onValue" | "onBlur" | "error">;

/** The address a person signs in with, first in its form. */
export function EmailField(props: BoundField) {
  return (
    <Field label={t("auth.email")} type="email" autoComplete="username" icon="mail" autoFocus {...props} />
  );
}

/** A new password typed twice, both shown or hidden together (registration, a reset). */
export function NewPasswordFields(
  { password, confirm, passwordLabel }: { password: BoundField; confirm: BoundField; passwordLabel: string },
) {
  const [shown, setShown] = useState(false);
  const common = {
    autoComplete: "new-password",
    shown,
    onToggle: () => setShown(!shown),
    showLabel: t("auth.showPassword"),
    hideLabel: t("auth.hidePassword"),
  };
  return (
    <>
      <PasswordField label={passwordLabel} {...common} {...password} />
      <PasswordField label={t("auth.passwordConfirm")} {...common} {...confirm} />
    </>
  );
}

/** Why the form's last sending failed, when it was not one field's fault (no mail server, a used link). */
export function FormProblem({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div role="alert" className="alert alert-warning alert-soft text-sm" data-testid={testId}>
      <span>{children}</span>
    </div>
  );
}
