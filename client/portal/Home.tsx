import { useSignals } from "@preact/signals-react/runtime";
import { type ChangeEvent, useEffect, useState } from "react";
import type { PortalItem, PortalMe, PortalRequest } from "../../domain/portal.ts";
import { formatDate } from "../kit/i18n/dates.ts";
import { language, t } from "../kit/i18n/core.ts";
import { fetchMe, fetchRequests, signOut, uploadItem } from "./api.ts";
import { signOutHere } from "./session.ts";
import { Approvals } from "./Approvals.tsx";
import { Thread } from "./Thread.tsx";
import { Affairs } from "./Affairs.tsx";
import { Shared } from "./Shared.tsx";
import { Authenticator } from "./Authenticator.tsx";
import { Notice, reasonOf } from "./ui.tsx";

type Sending = { percent: number } | { name: string } | { reason: string };

/**
 * The signed-in home: the clients the person acts for (a switcher when there are several) and what the practice
 * waits for from the chosen one: its open document requests, each item uploaded from here with its progress, and
 * its message thread with the practice.
 */
export function Home() {
  useSignals();
  const [me, setMe] = useState<PortalMe | null>(null);
  const [client, setClient] = useState("");
  const [requests, setRequests] = useState<PortalRequest[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    fetchMe(abort.signal).then((found) => {
      setMe(found);
      setClient(found.clients[0]?.id ?? "");
    }, (error) => !abort.signal.aborted && setProblem(reasonOf(error)));
    return () => abort.abort();
  }, []);
  useEffect(() => {
    if (!client) return;
    const abort = new AbortController();
    setRequests(null);
    fetchRequests(client, abort.signal).then(setRequests, (error) => {
      if (!abort.signal.aborted) setProblem(reasonOf(error));
    });
    return () => abort.abort();
  }, [client]);

  const leave = (everywhere = false) => void signOut(everywhere).catch(() => {}).finally(signOutHere);
  if (problem) return <Notice tone="error">{problem}</Notice>;
  if (!me) return <p role="status">{t("portal.loading")}</p>;
  const name = me.clients.find((c) => c.id === client)?.name ?? "";
  return (
    <section className="flex flex-col gap-4" data-testid="portal-home">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{t("portal.hello", { name: me.name || me.email })}</h1>
        <div className="flex flex-wrap justify-end gap-1">
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => leave()}
            data-testid="portal-sign-out"
          >
            {t("portal.signOut")}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => leave(true)}
            data-testid="portal-sign-out-everywhere"
          >
            {t("portal.signOutEverywhere")}
          </button>
        </div>
      </div>
      {me.clients.length === 0
        ? <Notice tone="info">{t("portal.noClients")}</Notice>
        : (
          <label className="flex flex-col gap-1">
            <span className="text-sm opacity-70">{t("portal.actingFor")}</span>
            <select
              className="select w-full"
              value={client}
              onChange={(e) => setClient(e.target.value)}
              data-testid="portal-client"
            >
              {me.clients.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </select>
          </label>
        )}
      {client && (
        <>
          <h2 className="text-lg font-semibold">{t("portal.requests")}</h2>
          {!requests
            ? <p role="status">{t("portal.loading")}</p>
            : requests.length === 0
            ? <Notice tone="info">{t("portal.none", { client: name })}</Notice>
            : requests.map((r) => <RequestCard key={r.id} client={client} request={r} />)}
          <Approvals key={client} client={client} />
          <Affairs key={`affairs-${client}`} client={client} name={name} />
          <Shared key={`shared-${client}`} client={client} name={name} />
          <Thread key={client} client={client} />
        </>
      )}
      <Authenticator />
    </section>
  );
}

function RequestCard({ client, request }: { client: string; request: PortalRequest }) {
  const [sending, setSending] = useState<Record<number, Sending>>({});
  const send = async (item: PortalItem, file: File) => {
    const set = (s: Sending) => setSending((all) => ({ ...all, [item.n]: s }));
    set({ percent: 0 });
    try {
      await uploadItem(client, request.id, item.n, file, (sent, total) => {
        set({ percent: Math.round((sent / Math.max(total, 1)) * 100) });
      });
      set({ name: file.name });
    } catch (error) {
      set({ reason: reasonOf(error) });
    }
  };
  return (
    <article className="card bg-base-100 shadow-sm" data-testid="portal-request">
      <div className="card-body p-4 gap-3">
        <h3 className="font-semibold">
          {t("portal.taxYear", { year: request.taxYear })}
          {request.dueDate && <>· {t("portal.due", { date: formatDate(request.dueDate, language.value) })}</>}
        </h3>
        <ul className="flex flex-col gap-3">
          {request.items.map((item) => (
            <Item key={item.n} request={request.id} item={item} sending={sending[item.n]} onFile={send} />
          ))}
        </ul>
      </div>
    </article>
  );
}

function Item(
  { request, item, sending, onFile }: {
    request: string;
    item: PortalItem;
    sending?: Sending;
    onFile: (item: PortalItem, file: File) => void;
  },
) {
  const done = item.received || (sending !== undefined && "name" in sending);
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (file) onFile(item, file);
  };
  const id = `file-${request}-${item.n}`;
  return (
    <li className="flex flex-col gap-1 border-t border-base-300 pt-2" data-testid="portal-item">
      <div className="flex items-start justify-between gap-2">
        <span className="font-medium break-words">{item.label}</span>
        {done && <span className="badge badge-success shrink-0">{t("portal.received")}</span>}
      </div>
      {!done && (
        <>
          <input
            id={id}
            type="file"
            accept="image/*,application/pdf,.pdf,.doc,.docx,.xls,.xlsx,.odt,.ods,.csv,.txt,.zip"
            className="sr-only peer"
            disabled={sending !== undefined && "percent" in sending}
            onChange={pick}
            data-testid="portal-file"
          />
          <label
            htmlFor={id}
            className="btn btn-primary btn-sm w-full peer-focus-visible:outline-2 peer-focus-visible:outline-primary"
          >
            {t("portal.choose")}
          </label>
        </>
      )}
      {sending && (
        <span role="status" className={"reason" in sending ? "text-error text-sm" : "text-sm opacity-80"}>
          {"percent" in sending
            ? t("portal.sending", { percent: sending.percent })
            : "name" in sending
            ? t("portal.sent", { name: sending.name })
            : t("portal.failed", { reason: sending.reason })}
        </span>
      )}
    </li>
  );
}
