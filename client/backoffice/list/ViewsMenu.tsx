import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useRef, useState } from "react";
import type { ListColumn, ListView, ListViews } from "../../../domain/list-views.ts";
import { VIEW_NAME_MAX } from "../../../domain/list-views.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { Modal } from "../../kit/ui/Modal.tsx";
import { useDismiss } from "../../kit/ui/useDismiss.ts";
import type { ViewWrite } from "./views-api.ts";
import "../crud-words/index.ts";

/** What the list shows now, as a view would keep it. */
export type ShownState = { query: string; columns: ListColumn[] };

type Dialog = "new" | "edit" | "delete" | null;

const sameColumns = (a: ListColumn[], b: ListColumn[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The saved views above a list: the open one's name (marked when what is shown differs from it), every view the
 * user sees to open, and for the open one, update, rename (and share, for an administrator), open first, delete.
 */
export function ViewsMenu(
  { views, open, shown, admin, busy, write, onOpen }: {
    views: ListViews;
    /** The view the address names, when the user sees it. */
    open: ListView | null;
    shown: ShownState;
    admin: boolean;
    busy: boolean;
    write: (w: ViewWrite) => Promise<unknown>;
    onOpen: (view: ListView | null) => void;
  },
) {
  useSignals();
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const menu = useRef<HTMLDetailsElement>(null);
  useDismiss(menu, expanded, () => setExpanded(false));
  // A view without columns of its own shows the user's, which are then no change to it.
  const changed = open !== null &&
    (open.query !== shown.query || (open.columns !== null && !sameColumns(open.columns, shown.columns)));
  const isDefault = open !== null && views.defaultView === open.id;
  const act = (d: Dialog) => () => {
    setExpanded(false);
    setDialog(d);
  };
  const run = (w: ViewWrite, message?: string) => async () => {
    setExpanded(false);
    if (await write(w) && message) showMessage(message, { variant: "success" });
  };
  const item = (view: ListView) => (
    <li key={view.id}>
      <button
        type="button"
        className={view.id === open?.id ? "menu-active" : ""}
        aria-current={view.id === open?.id ? "true" : undefined}
        onClick={() => {
          setExpanded(false);
          onOpen(view);
        }}
        data-testid="view-item"
      >
        {view.shared && <Icon name="group" size={16} />}
        <span className="truncate">{view.name}</span>
        {views.defaultView === view.id && (
          <span className="badge badge-sm badge-ghost">{t("listViews.isDefault")}</span>
        )}
      </button>
    </li>
  );
  const mine = views.views.filter((v) => v.mine);
  const shared = views.views.filter((v) => !v.mine);

  return (
    <>
      <details
        ref={menu}
        className="dropdown"
        open={expanded}
        onToggle={(e) => setExpanded(e.currentTarget.open)}
        data-testid="views-menu"
      >
        <summary className="btn btn-sm btn-ghost max-w-64" data-testid="views-button">
          <Icon name="bookmarks" size={18} />
          <span className="truncate">{open?.name ?? t("listViews.menu")}</span>
          {changed && <span className="badge badge-sm badge-warning">{t("listViews.changed")}</span>}
        </summary>
        <ul className="dropdown-content menu bg-base-100 rounded-box z-30 w-72 max-w-[90vw] p-2 shadow-lg border border-base-300">
          <li>
            <button
              type="button"
              onClick={() => {
                setExpanded(false);
                onOpen(null);
              }}
              data-testid="view-all"
            >
              {t("listViews.allRecords")}
            </button>
          </li>
          {views.views.length === 0 && (
            <li className="menu-disabled">
              <span>{t("listViews.none")}</span>
            </li>
          )}
          {mine.length > 0 && <li className="menu-title">{t("listViews.yours")}</li>}
          {mine.map(item)}
          {shared.length > 0 && <li className="menu-title">{t("listViews.sharedViews")}</li>}
          {shared.map(item)}
          <li className="border-t border-base-300 mt-1 pt-1">
            <button type="button" onClick={act("new")} data-testid="view-save-new">
              <Icon name="add" size={16} />
              {t("listViews.saveNew")}
            </button>
          </li>
          {open?.mayChange && (
            <>
              <li>
                <button
                  type="button"
                  disabled={!changed || busy}
                  onClick={run(
                    { kind: "update", id: open.id, body: { version: open.version, ...shown } },
                    t("listViews.updated", { name: open.name }),
                  )}
                  data-testid="view-update"
                >
                  {t("listViews.update")}
                </button>
              </li>
              <li>
                <button type="button" onClick={act("edit")} data-testid="view-edit">
                  {t("listViews.edit")}
                </button>
              </li>
            </>
          )}
          {open && (
            <li>
              <button
                type="button"
                onClick={run({ kind: "default", view: isDefault ? null : open.id })}
                data-testid="view-default"
              >
                {t(isDefault ? "listViews.noDefault" : "listViews.makeDefault")}
              </button>
            </li>
          )}
          {open?.mayChange && (
            <li>
              <button type="button" className="text-error" onClick={act("delete")} data-testid="view-delete">
                {t("listViews.remove")}
              </button>
            </li>
          )}
        </ul>
      </details>
      <Modal
        open={dialog === "new" || dialog === "edit"}
        onClose={() => setDialog(null)}
        labelledBy="view-dialog-title"
        testId="view-dialog"
      >
        <ViewForm
          editing={dialog === "edit" ? open : null}
          admin={admin}
          busy={busy}
          onCancel={() => setDialog(null)}
          onSave={async (name, share) => {
            const w: ViewWrite = dialog === "edit" && open
              ? { kind: "update", id: open.id, body: { version: open.version, name, shared: share } }
              : { kind: "create", body: { name, shared: share, ...shown } };
            const saved = await write(w);
            if (!saved) return;
            setDialog(null);
            showMessage(t(w.kind === "create" ? "listViews.saved" : "listViews.updated", { name }), {
              variant: "success",
            });
            if (w.kind === "create") onOpen(saved as ListView);
          }}
        />
      </Modal>
      <ConfirmDialog
        open={dialog === "delete"}
        testId="view-delete-dialog"
        title={t("listViews.removeTitle", { name: open?.name ?? "" })}
        cancel={t("crud.cancel")}
        confirm={t("crud.delete")}
        danger
        busy={busy}
        onConfirm={async () => {
          if (!open || !await write({ kind: "delete", id: open.id })) return;
          setDialog(null);
          showMessage(t("listViews.removed", { name: open.name }), { variant: "success" });
          onOpen(null);
        }}
        onCancel={() => setDialog(null)}
      >
        <p className="opacity-80">{t("listViews.removeText")}</p>
      </ConfirmDialog>
    </>
  );
}

/** A new view's name and sharing, or an open view's new name (an administrator may share or unshare it). */
function ViewForm(
  { editing, admin, busy, onCancel, onSave }: {
    editing: ListView | null;
    admin: boolean;
    busy: boolean;
    onCancel: () => void;
    onSave: (name: string, shared: boolean) => Promise<void>;
  },
) {
  useSignals();
  const [name, setName] = useState(editing?.name ?? "");
  const [shared, setShared] = useState(editing?.shared ?? false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) void onSave(name.trim(), shared);
  };
  return (
    <form className="modal-box" onSubmit={submit}>
      <h2 id="view-dialog-title" className="font-bold text-lg">
        {t(editing ? "listViews.editTitle" : "listViews.newTitle")}
      </h2>
      <label className="floating-label mt-4 block">
        <span>{t("listViews.name")}</span>
        <input
          className="input w-full"
          required
          autoFocus
          maxLength={VIEW_NAME_MAX}
          placeholder={t("listViews.name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-testid="view-name"
        />
      </label>
      {admin && (
        <label className="label mt-3 items-start gap-2 whitespace-normal">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={shared}
            onChange={(e) => setShared(e.target.checked)}
            data-testid="view-shared"
          />
          <span>
            <span className="block text-base-content">{t("listViews.share")}</span>
            <span className="block text-sm">{t("listViews.shareHint")}</span>
          </span>
        </label>
      )}
      <div className="modal-action">
        <button type="button" className="btn" onClick={onCancel}>{t("crud.cancel")}</button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || !name.trim()}
          data-testid="view-save"
        >
          {busy && <span className="loading loading-spinner loading-sm" />}
          {t("crud.save")}
        </button>
      </div>
    </form>
  );
}
