import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { useAddCard, useAddList } from "./api.ts";

/** A button that opens into a one-line form adding a card or a list; it stays open for the next one. */
function InlineAdd(
  { label, placeholder, testId, onAdd, wide = false }: {
    label: string;
    placeholder: string;
    testId: string;
    onAdd: (name: string) => Promise<unknown>;
    wide?: boolean;
  },
) {
  useSignals();
  const [open, setOpen] = useState(false);
  const [missing, setMissing] = useState(false);
  const add = useSubmit(onAdd);
  const error = missing ? t("scrumboardApp.nameRequired") : add.error?.message ?? null;
  if (!open) {
    return (
      <button
        type="button"
        className={`btn btn-ghost btn-sm justify-start ${wide ? "w-[85vw] sm:w-72 bg-base-200" : "m-2"}`}
        data-testid={testId}
        onClick={() => setOpen(true)}
      >
        <Icon name="add" size={18} />
        {label}
      </button>
    );
  }
  return (
    <form
      className={`flex flex-col gap-2 p-2 ${wide ? "w-[85vw] sm:w-72 card bg-base-200" : ""}`}
      onSubmit={async (e) => {
        e.preventDefault();
        const input = e.currentTarget.elements.namedItem("name") as HTMLInputElement;
        const name = input.value.trim();
        setMissing(name === "");
        if (name && (await add.submit(name)) !== undefined) input.value = "";
      }}
    >
      <input
        name="name"
        className={`input input-sm w-full ${error ? "input-error" : ""}`}
        placeholder={placeholder}
        aria-label={placeholder}
        autoFocus
        data-testid={`${testId}-input`}
        onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
      />
      {error && <span className="text-error text-xs" role="alert">{error}</span>}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" data-testid={`${testId}-save`}>
          {label}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
          {t("crud.cancel")}
        </button>
      </div>
    </form>
  );
}

export function NewCard({ boardId, listId }: { boardId: string; listId: string }) {
  const addCard = useAddCard();
  return (
    <InlineAdd
      label={t("scrumboardApp.addCard")}
      placeholder={t("scrumboardApp.cardName")}
      testId="card-add"
      onAdd={(name) => addCard.send({ boardId, listId, name })}
    />
  );
}

export function NewList({ boardId }: { boardId: string }) {
  const addList = useAddList();
  return (
    <InlineAdd
      wide
      label={t("scrumboardApp.addList")}
      placeholder={t("scrumboardApp.listName")}
      testId="list-add"
      onAdd={(name) => addList.send({ boardId, name })}
    />
  );
}
