import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import type { Contact, ContactsUser } from "../../../domain/demo/contacts.ts";
import { t } from "../../kit/i18n/index.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState, LoadError } from "../../kit/ui/PageStates.tsx";
import { SidebarApp, SidebarLink } from "../../kit/ui/SidebarApp.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useContacts, useContactsUser, useRemoveContacts, useSetStarred } from "./api.ts";
import {
  blankContact,
  type ContactDraft,
  type ContactsFilter,
  filterContacts,
  FILTERS,
  fullName,
} from "./book.ts";
import { ContactDialog } from "./ContactDialog.tsx";
import { ContactsTable } from "./ContactsTable.tsx";
import "./messages.ts";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { useQueryParam } from "../../kit/routes/useQueryParam.ts";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

const FILTER_ICONS: Record<ContactsFilter, string> = { all: "people", frequent: "restore", starred: "star" };

/**
 * The contacts app: `/apps/contacts/:filter` (all, frequent, starred) lists them, `/:id` opens one in the edit
 * dialog; `?group=` keeps to one of the user's groups, `?q=` searches.
 */
export function ContactsPage() {
  useSignals();
  const params = useParams();
  const filter = params.filter as ContactsFilter;
  if (!FILTERS.includes(filter)) return <Navigate to="/apps/contacts/all" replace />;
  return <AddressBook filter={filter} openId={params.id} />;
}

function AddressBook({ filter, openId }: { filter: ContactsFilter; openId?: string }) {
  useSignals();
  const navigate = useNavigate();
  const [search] = useAddressParams();
  const [query, setQuery] = useQueryParam("q");
  const user = useContactsUser();
  const list = useContacts(filter);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Contact[] | null>(null);
  const setStarred = useSetStarred();
  const removeContacts = useRemoveContacts();
  const group = user.data?.groups.find((g) => g.id === search.get("group"));
  const keep = search.toString() ? `?${search}` : "";
  const listPath = `/apps/contacts/${filter}${keep}`;
  const shown = filterContacts(list.data ?? [], query, group);
  const chosen = shown.filter((c) => selected.has(c.id));
  const opened = openId ? (list.data ?? []).find((c) => c.id === openId) : undefined;
  const dialog: ContactDraft | null = adding ? blankContact() : opened ?? null;

  const sidebar = (
    <nav className="flex flex-col gap-2 p-3" data-testid="contacts-sidebar">
      {user.data && <UserCard user={user.data} />}
      <button
        type="button"
        className="btn btn-primary w-full"
        data-testid="contact-add"
        onClick={() => setAdding(true)}
      >
        <Icon name="person_add" size={20} />
        {t("contactsApp.add")}
      </button>
      <ul className="menu w-full p-0">
        {FILTERS.map((f) => (
          <SidebarLink
            key={f}
            to={`/apps/contacts/${f}`}
            icon={FILTER_ICONS[f]}
            title={t(`contactsApp.filter.${f}`)}
            testId={`contacts-filter-${f}`}
          />
        ))}
      </ul>
      {user.data && user.data.groups.length > 0 && (
        <>
          <h2 className="menu-title px-2 text-xs uppercase">{t("contactsApp.groups")}</h2>
          <ul className="menu w-full p-0">
            {user.data.groups.map((g) => (
              <li key={g.id}>
                <Link
                  to={`/apps/contacts/all?group=${encodeURIComponent(g.id)}`}
                  className={group?.id === g.id ? "menu-active" : ""}
                  data-testid={`contacts-group-${g.id}`}
                >
                  <Icon name="group" size={20} />
                  <span className="flex-1 truncate">{g.name}</span>
                  <span className="badge badge-sm">{g.contactIds.length}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );

  const actions = (
    <SearchField value={query} onChange={setQuery} label={t("contactsApp.search")} testId="contacts-search" />
  );
  const title = group ? group.name : t(`contactsApp.filter.${filter}`);
  return (
    <SidebarApp
      title={title}
      icon="account_box"
      sidebar={sidebar}
      sidebarLabel={t("contactsApp.sidebar")}
      actions={actions}
      testId="contacts-app"
    >
      {chosen.length > 0 && (
        <div
          className="flex flex-wrap items-center gap-2 px-3 sm:px-6 min-h-12 border-b border-base-300"
          data-testid="contacts-bulk"
        >
          <span className="text-sm opacity-70 me-2">
            {t("contactsApp.selected", { count: chosen.length })}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            data-testid="contacts-star"
            onClick={() => void setStarred.write({ ids: chosen.map((c) => c.id), on: true })}
          >
            <Icon name="star" size={18} />
            {t("contactsApp.starSelected")}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            data-testid="contacts-unstar"
            onClick={() => void setStarred.write({ ids: chosen.map((c) => c.id), on: false })}
          >
            <Icon name="star_border" size={18} />
            {t("contactsApp.unstarSelected")}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-error btn-soft"
            data-testid="contacts-remove"
            onClick={() => setRemoving(chosen)}
          >
            <Icon name="delete" size={18} />
            {t("contactsApp.remove")}
          </button>
        </div>
      )}
      <div className="flex-1 overflow-auto">
        <QueryState query={user} failure={t("contactsApp.loadFailed")}>
          {(me) => (
            <QueryState
              query={list}
              failure={t("contactsApp.loadFailed")}
              empty={{
                when: () => shown.length === 0,
                view: query
                  ? (
                    <EmptyState
                      icon="search_off"
                      title={t("contactsApp.noMatch", { query })}
                      testId="contacts-empty"
                    />
                  )
                  : (
                    <EmptyState
                      icon="contacts"
                      title={t("contactsApp.emptyTitle")}
                      text={t("contactsApp.emptyText")}
                      testId="contacts-empty"
                    />
                  ),
              }}
            >
              {() => (
                <ContactsTable
                  contacts={shown}
                  selected={selected}
                  onSelect={setSelected}
                  starred={new Set(me.starred)}
                  linkTo={(id) => `/apps/contacts/${filter}/${encodeURIComponent(id)}${keep}`}
                  onRemove={(c) => setRemoving([c])}
                />
              )}
            </QueryState>
          )}
        </QueryState>
      </div>
      {openId && list.data && !opened && !adding && (
        <div className="p-4">
          <LoadError message={t("contactsApp.notFound")} />
        </div>
      )}
      <ContactDialog
        draft={dialog}
        onClose={() => {
          setAdding(false);
          if (openId) navigate(listPath);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing?.length === 1
          ? t("contactsApp.removeOneTitle", { name: fullName(removing[0]) })
          : t("contactsApp.removeTitle", { count: removing?.length ?? 0 })}
        confirm={t("contactsApp.remove")}
        cancel={t("crud.cancel")}
        danger
        testId="contacts-remove-confirm"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          const ids = removing!.map((c) => c.id);
          setRemoving(null);
          if ((await removeContacts.write(ids)) !== null) setSelected(new Set());
        }}
      >
        {t("contactsApp.removeText")}
      </ConfirmDialog>
    </SidebarApp>
  );
}

function UserCard({ user }: { user: ContactsUser }) {
  return (
    <div className="flex items-center gap-3 p-2" data-testid="contacts-user">
      <Avatar name={user.name} src={user.avatar} size="w-12" />
      <span className="font-semibold truncate">{user.name}</span>
    </div>
  );
}
