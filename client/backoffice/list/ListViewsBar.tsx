import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { ListColumn, ListView, ListViews } from "../../../domain/list-views.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { useGrants } from "../data/grants.ts";
import { ColumnChooser } from "./ColumnChooser.tsx";
import { columnsOf, type ShownColumn, viewQueryOf } from "./columns.ts";
import type { ListState } from "./listState.ts";
import type { ListAddress } from "./useListAddress.ts";
import { useViewWrite } from "./views-api.ts";
import "./views-messages.ts";
import { ViewsMenu } from "./ViewsMenu.tsx";

/**
 * The saved views' menu and the column chooser above a list. The list opens the user's default view when its
 * address has no query. The chooser changes the open view's own columns when the user may change that view, and
 * else the user's own columns of the list (which a view with columns of its own does not show).
 */
export function ListViewsBar(
  { def, views, open, state, shown, openView }: {
    def: ResourceDef;
    views: ListViews;
    open: ListView | null;
    state: ListState;
    shown: ShownColumn[];
    openView: ListAddress["openView"];
  },
) {
  useSignals();
  const bare = useLocation().search === "";
  useEffect(() => {
    const first = views.views.find((v) => v.id === views.defaultView);
    if (bare && first) openView(first, true);
    // Once, as the list opens: choosing "All records" later must not open the default again.
  }, []);
  const admin = useGrants().data?.role === "admin";
  const viewWrite = useViewWrite(def.name, t("listViews.refused"));
  const columnWrite = useViewWrite(def.name, t("listViews.columnsRefused"));
  const ownColumns = open?.columns ? open : null;
  const saveColumns = async (columns: ListColumn[] | null) => {
    const saved = ownColumns
      ? await columnWrite.write({
        kind: "update",
        id: ownColumns.id,
        body: { version: ownColumns.version, columns },
      })
      : await columnWrite.write({ kind: "columns", columns });
    if (saved) showMessage(t("listViews.columnsSaved"), { variant: "success" });
    return saved;
  };
  return (
    <div className="flex flex-wrap items-center gap-1">
      <ViewsMenu
        views={views}
        open={open}
        shown={{ query: viewQueryOf(state), columns: columnsOf(shown) }}
        admin={admin}
        busy={viewWrite.busy}
        write={viewWrite.write}
        onOpen={(view) => openView(view)}
      />
      {(!ownColumns || ownColumns.mayChange) && (
        <ColumnChooser def={def} shown={shown} busy={columnWrite.busy} onSave={saveColumns} />
      )}
    </div>
  );
}
