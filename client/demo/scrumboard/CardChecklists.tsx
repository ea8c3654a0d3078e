import { useSignals } from "@preact/signals-react/runtime";
import type { Card } from "../../../domain/demo/scrumboard.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { Section } from "./CardSection.tsx";

const newId = () => crypto.randomUUID();

/** The card's checklists: tick, add and remove items, add and remove lists; each change saved at once. */
export function CardChecklists({ card, save }: { card: Card; save: (change: Partial<Card>) => void }) {
  useSignals();
  return (
    <Section icon="checklist" title={t("scrumboardApp.checklists")}>
      {card.checklists.map((list) => {
        const setItems = (checkItems: typeof list.checkItems) =>
          save({ checklists: card.checklists.map((c) => c.id === list.id ? { ...c, checkItems } : c) });
        return (
          <div key={list.id} className="flex flex-col gap-1" data-testid="card-checklist">
            <div className="flex items-center gap-2">
              <span className="font-medium flex-1">{list.name}</span>
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                aria-label={t("scrumboardApp.removeChecklist", { name: list.name })}
                onClick={() => save({ checklists: card.checklists.filter((c) => c.id !== list.id) })}
              >
                <Icon name="delete" size={16} />
              </button>
            </div>
            <ul className="flex flex-col gap-1">
              {list.checkItems.map((item) => (
                <li key={item.id} className="flex items-center gap-2" data-testid="card-check-item">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={item.checked}
                    aria-label={item.name}
                    onChange={(e) =>
                      setItems(
                        list.checkItems.map((i) =>
                          i.id === item.id ? { ...i, checked: e.target.checked } : i
                        ),
                      )}
                  />
                  <span className={`flex-1 ${item.checked ? "line-through opacity-60" : ""}`}>
                    {item.name}
                  </span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs btn-square"
                    aria-label={t("scrumboardApp.removeItem", { name: item.name })}
                    onClick={() =>
                      setItems(list.checkItems.filter((i) => i.id !== item.id))}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </li>
              ))}
            </ul>
            <form
              className="flex gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                const input = e.currentTarget.elements.namedItem("item") as HTMLInputElement;
                if (!input.value.trim()) return;
                setItems([...list.checkItems, { id: newId(), name: input.value.trim(), checked: false }]);
                input.value = "";
              }}
            >
              <input
                name="item"
                className="input input-sm flex-1"
                placeholder={t("scrumboardApp.itemName")}
                aria-label={t("scrumboardApp.addItem")}
                data-testid="card-item-input"
              />
              <button type="submit" className="btn btn-sm" data-testid="card-item-add">
                {t("scrumboardApp.addItem")}
              </button>
            </form>
          </div>
        );
      })}
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const input = e.currentTarget.elements.namedItem("checklist") as HTMLInputElement;
          if (!input.value.trim()) return;
          save({
            checklists: [...card.checklists, { id: newId(), name: input.value.trim(), checkItems: [] }],
          });
          input.value = "";
        }}
      >
        <input
          name="checklist"
          className="input input-sm flex-1"
          placeholder={t("scrumboardApp.checklistName")}
          aria-label={t("scrumboardApp.checklistName")}
          data-testid="card-checklist-input"
        />
        <button type="submit" className="btn btn-sm" data-testid="card-checklist-add">
          {t("scrumboardApp.addChecklist")}
        </button>
      </form>
    </Section>
  );
}
