import { useSignals } from "@preact/signals-react/runtime";
import { useId, useState } from "react";
import { language, t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { formatDate } from "../format.ts";
import { RefTitle } from "../ui/RefLink.tsx";
import { type PastRetention, purgeDocuments, useRetention } from "./api.ts";
import { Disclosure } from "./Disclosure.tsx";
import "./bin-messages.ts";

/** One document past its period: chosen by its checkbox, unless held, when what holds it is named. */
function Past(
  { doc, chosen, onChoose }: { doc: PastRetention; chosen: boolean; onChoose: (on: boolean) => void },
) {
  useSignals();
  const name = String(doc.name);
  const held = doc.holds.length > 0;
  return (
    <li className="py-2 flex items-start gap-3" data-testid="past-retention">
      <input
        type="checkbox"
        className="checkbox checkbox-sm mt-1"
        checked={chosen}
        disabled={held}
        onChange={(e) => onChoose(e.currentTarget.checked)}
        aria-label={t("documents.retention.select", { name })}
        data-testid="past-retention-choose"
      />
      <div className="flex-1 min-w-0 text-sm">
        <div className="font-medium break-words">{name}</div>
        <div className="text-xs opacity-70 flex flex-wrap gap-x-3">
          {doc._refTitles.account && <span>{String(doc._refTitles.account)}</span>}
          <span>{t(`documents.retention.rule.${doc.rule}`)}</span>
          <span>{t("documents.retention.endedOn", { date: formatDate(doc.endedOn, language.value) })}</span>
        </div>
        {held && (
          <div
            className="text-xs text-warning-content bg-warning/20 rounded px-2 py-1 mt-1"
            data-testid="held"
          >
            <Icon name="gavel" size={16} /> {t("documents.retention.held")}{" "}
            {doc.holds.map((h, i) => (
              <span key={h.id}>
                {i > 0 && ", "}
                <RefTitle to={h.resource} id={h.id} link />
              </span>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The retention review, below the documents' list, for administrators: what is past its legal period, chosen and
 * removed for good after a confirmation that says how many. The server checks holds and periods again.
 */
export function RetentionPanel() {
  useSignals();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const review = useRetention(open);
  const purging = useSubmit(purgeDocuments, {
    done: (count) => {
      setAsking(false);
      setChosen(new Set());
      showMessage(t("documents.retention.purged", { count }), { variant: "success" });
    },
  });
  const choose = (docId: string, on: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(docId);
      else next.delete(docId);
      return next;
    });
  const count = chosen.size;
  return (
    <Disclosure
      id={id}
      title={t("documents.retention.title")}
      icon="policy"
      intro={t("documents.retention.intro")}
      open={open}
      onToggle={setOpen}
      testId="document-retention"
      query={review}
      failure={t("documents.retention.loadFailed")}
      empty={t("documents.retention.empty")}
      after={
        <ConfirmDialog
          open={asking}
          testId="purge-dialog"
          title={t("documents.retention.confirmTitle", { count })}
          cancel={t("documents.retention.cancel")}
          confirm={purging.busy
            ? t("documents.retention.purging")
            : t("documents.retention.confirm", { count })}
          danger
          busy={purging.busy}
          onConfirm={() => void purging.submit([...chosen])}
          onCancel={() => {
            setAsking(false);
            purging.clear();
          }}
        >
          <p className="opacity-80">{t("documents.retention.confirmText", { count })}</p>
          {purging.error && <p role="alert" className="text-error text-sm mt-2">{purging.error.message}</p>}
        </ConfirmDialog>
      }
    >
      {(list) => (
        <>
          <ul className="flex flex-col divide-y divide-base-300">
            {list.map((doc) => (
              <Past
                key={doc.id}
                doc={doc}
                chosen={chosen.has(doc.id)}
                onChoose={(on) => choose(doc.id, on)}
              />
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              onClick={() => setChosen(new Set(list.filter((d) => d.holds.length === 0).map((d) => d.id)))}
            >
              {t("documents.retention.selectAll")}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-error btn-outline"
              disabled={count === 0}
              onClick={() => setAsking(true)}
              data-testid="purge-button"
            >
              <Icon name="delete_forever" size={18} />
              {t("documents.retention.purge")}
            </button>
          </div>
        </>
      )}
    </Disclosure>
  );
}
