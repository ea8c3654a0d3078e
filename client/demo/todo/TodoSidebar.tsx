import { useSignals } from "@preact/signals-react/runtime";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { SidebarLink } from "../../kit/ui/SidebarApp.tsx";
import { type TodoLists, viewPath } from "./todos.ts";

/** The to-do sidebar: the add button, then the folders, filters and labels; `keep` carries the search along. */
export function TodoSidebar({ lists, keep, onAdd }: { lists: TodoLists; keep: string; onAdd: () => void }) {
  useSignals();
  return (
    <nav className="flex flex-col gap-2 p-3" data-testid="todo-sidebar">
      <button
        type="button"
        className="btn btn-primary w-full"
        data-testid="todo-add"
        onClick={onAdd}
      >
        <Icon name="add" size={20} />
        {t("todoApp.add")}
      </button>
      <h2 className="menu-title px-2 text-xs uppercase">{t("todoApp.folders")}</h2>
      <ul className="menu w-full p-0">
        {lists.folders.map((f) => (
          <SidebarLink
            key={f.id}
            to={viewPath({ kind: "folder", handle: f.handle }) + keep}
            icon={f.icon}
            title={t(`todoApp.folder.${f.handle}`)}
            testId={`todo-folder-${f.handle}`}
          />
        ))}
      </ul>
      <h2 className="menu-title px-2 text-xs uppercase">{t("todoApp.filters")}</h2>
      <ul className="menu w-full p-0">
        {lists.filters.map((f) => (
          <SidebarLink
            key={f.id}
            to={viewPath({ kind: "filter", handle: f.handle }) + keep}
            icon={f.icon}
            title={t(`todoApp.filter.${f.handle}`)}
            testId={`todo-filter-${f.handle}`}
          />
        ))}
      </ul>
      <h2 className="menu-title px-2 text-xs uppercase">{t("todoApp.labels")}</h2>
      <ul className="menu w-full p-0">
        {lists.labels.map((l) => (
          <SidebarLink
            key={l.id}
            to={viewPath({ kind: "label", handle: l.handle }) + keep}
            color={l.color}
            title={t(`todoApp.label.${l.handle}`)}
            testId={`todo-label-${l.handle}`}
          />
        ))}
      </ul>
    </nav>
  );
}
