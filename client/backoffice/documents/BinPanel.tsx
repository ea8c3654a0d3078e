import { useSignals } from "@preact/signals-react/runtime";
import { useId, useState } from "react";
import { language, t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { formatDate, formatDateTime } from "../format.ts";
import { type BinnedDocument, restoreDocument, useBin } from "./api.ts";
import { Disclosure } from "./Disclosure.tsx";
import "./bin-messages.ts";
import "../crud-words/index.ts";

/** One binned document: its name and client, who deleted it and when, the day it goes, and Restore. */
function Binned({ doc }: { doc: BinnedDocument }) {
  useSignals();
  const name = String(doc.name);
  const restoring = useSubmit(() => restoreDocument(doc.id, doc.version), {
    done: () => showMessage(t("documents.bin.restored", { name }), { variant: "success" }),
  });
  const client = doc._refTitles.account;
  return (
    <li className="py-2 flex flex-wrap items-center gap-2" data-testid="binned-document">
      <div className="flex-1 min-w-48">
        <div className="font-medium break-words">{name}</div>
        <div className="text-xs opacity-70 flex flex-wrap gap-x-3">
          {client && <span>{String(client)}</span>}
          <span>
            {t("documents.bin.binned", {
              name: doc.binnedByName ?? t("crud.system"),
              when: formatDateTime(doc.binnedAt, language.value),
            })}
          </span>
          <span>{t("documents.bin.goesOn", { date: formatDate(doc.goesOn, language.value) })}</span>
        </div>
        {restoring.error && <p role="alert" className="text-error text-xs">{restoring.error.message}</p>}
      </div>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={restoring.busy}
        onClick={() => void restoring.submit(undefined)}
        data-testid="restore-document"
      >
        <Icon name="restore_from_trash" size={18} />
        {restoring.busy ? t("documents.bin.restoring") : t("documents.bin.restore")}
      </button>
    </li>
  );
}

/** The documents' bin, below their list: read when opened, for those who may delete (and so restore). */
export function BinPanel() {
  useSignals();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Disclosure
      id={id}
      title={t("documents.bin.title")}
      icon="delete"
      intro={t("documents.bin.intro")}
      open={open}
      onToggle={setOpen}
      testId="document-bin"
      query={useBin(open)}
      failure={t("documents.bin.loadFailed")}
      empty={t("documents.bin.empty")}
    >
      {(list) => (
        <ul className="flex flex-col divide-y divide-base-300">
          {list.map((doc) => <Binned key={`${doc.id}-${doc.version}`} doc={doc} />)}
        </ul>
      )}
    </Disclosure>
  );
}
