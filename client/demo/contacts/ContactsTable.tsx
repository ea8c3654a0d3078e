import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import type { Contact } from "../../../domain/demo/contacts.ts";
import { t } from "../../kit/i18n/index.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { SelectAll } from "../../kit/ui/SelectAll.tsx";
import { useSetStarred } from "./api.ts";
import { fullName } from "./book.ts";

/** The contacts shown: a row each with its selection box, its link, its star and its remove button. */
export function ContactsTable(
  { contacts, selected, onSelect, starred, linkTo, onRemove }: {
    contacts: Contact[];
    selected: ReadonlySet<string>;
    onSelect: (ids: Set<string>) => void;
    starred: ReadonlySet<string>;
    linkTo: (id: string) => string;
    onRemove: (contact: Contact) => void;
  },
) {
  useSignals();
  const setStarred = useSetStarred();
  const chosen = contacts.filter((c) => selected.has(c.id)).length;
  return (
    <table className="table" data-testid="contacts-table">
      <thead>
        <tr>
          <th className="w-10">
            <SelectAll
              total={contacts.length}
              selected={chosen}
              label={t("contactsApp.selectAll")}
              testId="contacts-select-all"
              onChange={(all) => onSelect(all ? new Set(contacts.map((c) => c.id)) : new Set())}
            />
          </th>
          <th>{t("contactsApp.columns.name")}</th>
          <th className="hidden md:table-cell">{t("contactsApp.columns.email")}</th>
          <th className="hidden xl:table-cell">{t("contactsApp.columns.company")}</th>
          <th className="hidden xl:table-cell">{t("contactsApp.columns.jobTitle")}</th>
          <th className="hidden lg:table-cell">{t("contactsApp.columns.phone")}</th>
          <th className="w-24">
            <span className="sr-only">{t("contactsApp.actions", { name: "" })}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {contacts.map((c) => (
          <tr
            key={c.id}
            data-testid="contact-row"
            data-contact-id={c.id}
            className={selected.has(c.id) ? "bg-base-200" : ""}
          >
            <td>
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                aria-label={t("contactsApp.select", { name: fullName(c) })}
                data-testid="contact-select"
                checked={selected.has(c.id)}
                onChange={(e) => {
                  const next = new Set(selected);
                  if (e.target.checked) next.add(c.id);
                  else next.delete(c.id);
                  onSelect(next);
                }}
              />
            </td>
            <td>
              <Link
                to={linkTo(c.id)}
                className="flex items-center gap-3 min-w-0"
                data-testid="contact-open"
              >
                <Avatar name={c.name} src={c.avatar} />
                <span className="min-w-0">
                  <span className="block font-medium truncate" data-testid="contact-name">
                    {fullName(c)}
                  </span>
                  <span className="block text-xs opacity-70 truncate md:hidden">{c.email}</span>
                </span>
              </Link>
            </td>
            <td className="hidden md:table-cell break-all">{c.email}</td>
            <td className="hidden xl:table-cell">{c.company}</td>
            <td className="hidden xl:table-cell">{c.jobTitle}</td>
            <td className="hidden lg:table-cell whitespace-nowrap">{c.phone}</td>
            <td>
              <div className="flex justify-end">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-square"
                  aria-label={starred.has(c.id) ? t("contactsApp.unstar") : t("contactsApp.star")}
                  aria-pressed={starred.has(c.id)}
                  data-testid="contact-star"
                  onClick={() => void setStarred.write({ ids: [c.id], on: !starred.has(c.id), toggle: true })}
                >
                  <Icon
                    name={starred.has(c.id) ? "star" : "star_border"}
                    size={20}
                    className={starred.has(c.id) ? "text-warning" : "opacity-60"}
                  />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-square"
                  aria-label={`${t("contactsApp.remove")}: ${fullName(c)}`}
                  data-testid="contact-remove"
                  onClick={() => onRemove(c)}
                >
                  <Icon name="delete" size={20} className="opacity-60" />
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
