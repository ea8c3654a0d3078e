import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useId, useRef, useState } from "react";
import type { Field } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { labelOf } from "../defs.ts";
import { ChangeValue } from "../ui/ChangeValue.tsx";
import type { ConflictQuestion } from "./conflict.ts";
import { toBodyValue } from "./formState.ts";
import "../crud-words/index.ts";

type Side = "mine" | "theirs";
export type Choices = Record<string, Side>;

/**
 * "Someone else saved this record while you were editing", for the fields both changed to different values only:
 * each with mine, theirs and the original side by side, a choice per field, then one save. It opens in view and
 * takes the focus (its title and text are read out), wherever on the form the person pressed Save.
 */
export function ConflictPanel(
  { fields, question, busy, onSave }: {
    fields: readonly Field[];
    question: ConflictQuestion;
    busy: boolean;
    onSave: (choices: Choices) => void;
  },
) {
  useSignals();
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [unchosen, setUnchosen] = useState(false);
  const byName = new Map(fields.map((f) => [f.name, f]));
  const asked = question.conflicts.flatMap((n) => byName.get(n) ?? []);
  const kept = question.kept.flatMap((n) => byName.get(n) ?? []).map(labelOf);

  // Each question comes into view with the focus (its title and text read out); a later one (after another save
  // in between) starts with nothing chosen.
  useEffect(() => {
    setChoices({});
    setUnchosen(false);
    ref.current?.scrollIntoView({ block: "start" });
    ref.current?.focus({ preventScroll: true });
  }, [question]);

  const save = () => {
    const open = asked.find((f) => !choices[f.name]);
    if (open === undefined) return onSave(choices);
    setUnchosen(true);
    ref.current?.querySelector<HTMLInputElement>(`input[name="${id}-${open.name}"]`)?.focus();
  };

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="alert alert-warning alert-soft mb-4 block scroll-mt-20 focus:outline-2 focus:outline-warning"
      data-testid="conflict"
    >
      <div className="flex items-center gap-2 font-semibold">
        <Icon name="sync_problem" />
        <h2 id={`${id}-title`}>{t("crud.conflictTitle")}</h2>
      </div>
      <p id={`${id}-text`} className="text-sm mt-1">
        {t("crud.conflictText")} {kept.length > 0 && t("crud.conflictKept", { fields: kept.join(", ") })}
      </p>
      <div className="flex flex-col gap-3 mt-3">
        {asked.map((field) => (
          <fieldset
            key={field.name}
            className="bg-base-100 text-base-content rounded-box p-3 w-full min-w-0"
            data-testid={`conflict-${field.name}`}
          >
            <legend className="font-medium px-1 bg-base-100 rounded">{labelOf(field)}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {(["mine", "theirs"] as const).map((side) => (
                <label
                  key={side}
                  className={`flex items-start gap-2 rounded-box border p-2 cursor-pointer min-w-0 ${
                    choices[field.name] === side ? "border-primary bg-primary/5" : "border-base-300"
                  }`}
                  data-testid={`conflict-${field.name}-${side}`}
                >
                  <input
                    type="radio"
                    className="radio radio-sm radio-primary mt-0.5"
                    name={`${id}-${field.name}`}
                    value={side}
                    checked={choices[field.name] === side}
                    disabled={busy}
                    onChange={() => setChoices({ ...choices, [field.name]: side })}
                  />
                  <span className="min-w-0 break-words">
                    <span className="block text-xs opacity-70">
                      {side === "mine" ? t("crud.mine") : t("crud.theirs")}
                    </span>
                    <ChangeValue field={field} value={toBodyValue(field, question[side][field.name])} />
                  </span>
                </label>
              ))}
              <div
                className="rounded-box border border-dashed border-base-300 p-2 min-w-0 break-words"
                data-testid={`conflict-${field.name}-original`}
              >
                <span className="block text-xs opacity-70">{t("crud.original")}</span>
                <ChangeValue field={field} value={toBodyValue(field, question.original[field.name])} />
              </div>
            </div>
          </fieldset>
        ))}
      </div>
      {unchosen && asked.some((f) => !choices[f.name]) && (
        <p role="alert" className="text-sm mt-3 font-medium">{t("crud.conflictChoose")}</p>
      )}
      <div className="flex flex-wrap gap-2 mt-3">
        <button
          type="button"
          className="btn btn-sm btn-warning"
          disabled={busy}
          onClick={save}
          data-testid="conflict-save"
        >
          <Icon name="save" size={18} />
          {t("crud.conflictSave")}
        </button>
      </div>
    </section>
  );
}
