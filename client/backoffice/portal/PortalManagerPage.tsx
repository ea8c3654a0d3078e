import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link } from "react-router";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "../../../domain/list-query.ts";
import {
  type BulkInviteOutcome,
  PORTAL_ROSTER_STATES,
  type PortalRoster,
  type PortalRosterRow,
  type PortalRosterState,
} from "../../../domain/portal.ts";
import { t } from "../../kit/i18n/index.ts";
import { useTyped } from "../../kit/routes/useTyped.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { SelectAll } from "../../kit/ui/SelectAll.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { accessWords } from "../clients/portal-access.ts";
import { findDef, recordPath } from "../defs.ts";
import { PagingPager } from "../list/Pager.tsx";
import { PageHeader } from "../ui/PageHeader.tsx";
import { RefFilter } from "../ui/RefFilter.tsx";
import { type RosterAsk, useBulkInvite, usePortalRoster } from "./api.ts";
import "./messages.ts";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

/** The page address's state; what it spells wrongly falls back. */
function readAsk(params: URLSearchParams): RosterAsk {
  const state = params.get("state") ?? "";
  const page = Number(params.get("page"));
  const size = Number(params.get("pageSize"));
  return {
    state: (PORTAL_ROSTER_STATES as readonly string[]).includes(state) ? state as PortalRosterState : "",
    q: params.get("q") ?? "",
    client: params.get("client") ?? "",
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The address of a state: defaults left out. */
function writeAsk(ask: RosterAsk): URLSearchParams {
  const params = new URLSearchParams();
  if (ask.state) params.set("state", ask.state);
  if (ask.q.trim()) params.set("q", ask.q);
  if (ask.client) params.set("client", ask.client);
  if (ask.page > 1) params.set("page", String(ask.page));
  if (ask.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(ask.pageSize));
  return params;
}

/** A contact that an invitation would reach: it has an address and has not signed up already. */
const invitable = (row: PortalRosterRow) => row.email !== null && row.state !== "active";

/**
 * The portal manager (Clients → Client portal, `/apps/portal`, issue 37): every contact of every client the
 * employee sees, with where it stands with the portal in words; filtered by that state (with practice-wide
 * counts), searched, narrowed to one client, paged; and invitations to the contacts chosen, after a
 * confirmation, each contact's outcome said.
 */
export function PortalManagerPage() {
  useSignals();
  const [params, setParams] = useAddressParams();
  const address = readAsk(params);
  const go = (next: RosterAsk, replace = false) => setParams(writeAsk(next), { replace });
  const [typed, type] = useTyped(address.q, (q) => go({ ...address, q, page: 1 }, true));
  const ask = { ...address, q: typed };
  const roster = usePortalRoster(ask);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [outcomes, setOutcomes] = useState<{ items: BulkInviteOutcome[]; names: Map<string, string> } | null>(
    null,
  );
  const inviting = useBulkInvite(t("portalManager.refused"), (items) => {
    setConfirming(false);
    setChosen(new Set());
    setOutcomes((o) => o && { ...o, items });
  });
  const filter = (next: Partial<RosterAsk>) => {
    setChosen(new Set());
    go({ ...ask, ...next, page: 1 });
  };
  const filtered = ask.state !== "" || ask.q.trim() !== "" || ask.client !== "";

  const send = (rows: PortalRosterRow[]) => {
    const names = new Map(rows.map((r) => [r.contact, r.name || r.email || r.contact]));
    setOutcomes({ items: [], names });
    void inviting.write([...chosen]);
  };

  return (
    <div className="p-4 md:p-6" data-testid="portal-manager-page">
      <PageHeader title={t("nav.clientPortal")} />
      <p className="opacity-70 text-sm mb-4 max-w-prose">{t("portalManager.intro")}</p>
      {outcomes && outcomes.items.length > 0 && (
        <InviteOutcomes
          outcomes={outcomes.items}
          names={outcomes.names}
          onClose={() => setOutcomes(null)}
        />
      )}
      <section
        className="card bg-base-100 border border-base-300 overflow-hidden"
        aria-busy={roster.loading}
        aria-label={t("nav.clientPortal")}
      >
        <div className="flex flex-col gap-2 p-3 border-b border-base-300">
          <StateChoice
            value={ask.state}
            counts={roster.data?.counts}
            onChange={(state) => filter({ state })}
          />
          <div className="flex flex-wrap items-center gap-2">
            <SearchField
              value={typed}
              onChange={(q) => {
                setChosen(new Set());
                type(q);
              }}
              label={t("portalManager.search")}
              testId="portal-search"
            />
            <RefFilter
              to="account"
              id="filter-client"
              label={t("portalManager.client")}
              value={ask.client}
              width="sm:w-64"
              onChange={(client) => filter({ client })}
            />
          </div>
        </div>
        <QueryState
          query={roster}
          failure={t("portalManager.loadFailed")}
          empty={{
            when: (answer) => answer.items.length === 0 && answer.total === 0,
            view: (
              <EmptyState
                icon={filtered ? "search_off" : "group_add"}
                title={filtered ? t("portalManager.noMatch") : t("portalManager.emptyTitle")}
                text={filtered ? undefined : t("portalManager.emptyText")}
                testId="portal-manager-empty"
              />
            ),
          }}
        >
          {(answer) => (
            <>
              <SelectionBar
                answer={answer}
                chosen={chosen}
                busy={inviting.busy}
                onChoose={setChosen}
                onInvite={() => setConfirming(true)}
              />
              <RosterRows rows={answer.items} chosen={chosen} onChoose={setChosen} />
              <PagingPager
                paging={ask}
                shown={answer.items.length}
                total={answer.total}
                capped={answer.capped}
                onPaging={(paging) => {
                  setChosen(new Set());
                  go({ ...ask, ...paging });
                }}
              />
              <ConfirmDialog
                open={confirming}
                testId="portal-invite-dialog"
                title={t("portalManager.confirmTitle", { count: chosen.size })}
                confirm={t("portalManager.send")}
                cancel={t("portalManager.cancel")}
                busy={inviting.busy}
                onConfirm={() => send(answer.items)}
                onCancel={() => setConfirming(false)}
              >
                <p className="opacity-80">{t("portalManager.confirmText")}</p>
              </ConfirmDialog>
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}

/** The states as toggle buttons, each with how many contacts are in it; "All" clears the choice. */
function StateChoice(
  { value, counts, onChange }: {
    value: PortalRosterState | "";
    counts?: PortalRoster["counts"];
    onChange: (state: PortalRosterState | "") => void;
  },
) {
  const choices: Array<PortalRosterState | ""> = ["", ...PORTAL_ROSTER_STATES];
  return (
    <div className="flex flex-wrap gap-1" role="group" aria-label={t("portalManager.states")}>
      {choices.map((state) => (
        <button
          key={state || "all"}
          type="button"
          className={`btn btn-sm ${value === state ? "btn-primary" : "btn-ghost"}`}
          aria-pressed={value === state}
          data-testid={`portal-state-${state || "all"}`}
          onClick={() => onChange(state)}
        >
          {t(`portalManager.state.${state || "all"}`)}
          {state && counts && (
            <span className="badge badge-sm" data-testid="portal-state-count">{counts[state]}</span>
          )}
        </button>
      ))}
    </div>
  );
}

/** Select all on the page, how many are chosen, and the invitation of them. */
function SelectionBar(
  { answer, chosen, busy, onChoose, onInvite }: {
    answer: PortalRoster;
    chosen: ReadonlySet<string>;
    busy: boolean;
    onChoose: (next: ReadonlySet<string>) => void;
    onInvite: () => void;
  },
) {
  const candidates = answer.items.filter(invitable);
  return (
    <div className="flex flex-wrap items-center gap-3 px-3 py-2 border-b border-base-300 bg-base-200/50">
      <SelectAll
        total={candidates.length}
        selected={candidates.filter((r) => chosen.has(r.contact)).length}
        onChange={(all) => onChoose(new Set(all ? candidates.map((r) => r.contact) : []))}
        label={t("portalManager.selectAll")}
        testId="portal-select-all"
      />
      <span className="text-sm" data-testid="portal-selected">
        {t("portalManager.selected", { count: chosen.size })}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        disabled={chosen.size === 0 || busy}
        data-testid="portal-invite-selected"
        onClick={onInvite}
      >
        <Icon name="send" size={16} />
        {t("portalManager.inviteSelected")}
      </button>
      {chosen.size > 0 && (
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          onClick={() => onChoose(new Set())}
        >
          {t("portalManager.clearSelection")}
        </button>
      )}
    </div>
  );
}

/** The contacts, each with its client, address and access in words; a box to choose those that can be invited. */
function RosterRows(
  { rows, chosen, onChoose }: {
    rows: PortalRosterRow[];
    chosen: ReadonlySet<string>;
    onChoose: (next: ReadonlySet<string>) => void;
  },
) {
  const contactDef = findDef("contact")!;
  const accountDef = findDef("account")!;
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    onChoose(next);
  };
  return (
    <ul className="divide-y divide-base-300" aria-label={t("portalManager.contact")}>
      {rows.map((row) => {
        const words = accessWords(row);
        const name = row.name || row.email || row.contact;
        return (
          <li
            key={row.contact}
            className="flex items-center gap-3 px-3 py-2"
            data-testid="portal-roster-row"
            data-state={row.state}
          >
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              aria-label={t("portalManager.select", { name })}
              checked={chosen.has(row.contact)}
              disabled={!invitable(row)}
              onChange={() => toggle(row.contact)}
            />
            {/* One column on a phone; contact, client and access side by side from the small breakpoint up. */}
            <div className="min-w-0 flex-1 grid sm:grid-cols-[minmax(0,1fr)_14rem_18rem] items-center gap-x-3 gap-y-1">
              <div className="min-w-0">
                <Link className="link link-hover font-medium" to={recordPath(contactDef, row.contact)}>
                  {name}
                </Link>
                {row.email && <div className="text-sm opacity-70 break-all">{row.email}</div>}
              </div>
              <div className="min-w-0 text-sm">
                {row.client && (
                  <Link className="link link-hover" to={recordPath(accountDef, row.client.id)}>
                    {row.client.name || row.client.id}
                  </Link>
                )}
              </div>
              <span
                className={`badge badge-sm h-auto justify-self-start sm:justify-self-end ${words.badge}`}
                data-testid="portal-access"
              >
                {words.text}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** What became of each invitation: how many went, and each one that did not with the server's reason. */
function InviteOutcomes(
  { outcomes, names, onClose }: {
    outcomes: BulkInviteOutcome[];
    names: Map<string, string>;
    onClose: () => void;
  },
) {
  const failed = outcomes.filter((o) => !o.ok);
  return (
    <div
      role="status"
      className={`alert ${failed.length ? "alert-warning" : "alert-success"} alert-soft mb-4 items-start`}
      data-testid="portal-invite-outcomes"
    >
      <Icon name={failed.length ? "warning" : "check_circle"} size={20} />
      <div className="grow">
        <h2 className="font-semibold">{t("portalManager.outcomeTitle")}</h2>
        <p>{t("portalManager.sent", { count: outcomes.length - failed.length })}</p>
        {failed.length > 0 && (
          <>
            <p>{t("portalManager.notSent", { count: failed.length })}</p>
            <ul className="list-disc ms-5">
              {failed.map((o) => (
                <li key={o.contact}>
                  {names.get(o.contact) ?? o.contact}: {!o.ok && o.error.message}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <button
        type="button"
        className="btn btn-sm btn-ghost"
        aria-label={t("portalManager.close")}
        onClick={onClose}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
