import { Link } from "react-router";
import { findDef, recordPath } from "../defs.ts";

/** Clients a run's answer names before "and n more". */
const SHOWN_CLIENTS = 8;

/**
 * The clients a run (or its preview) touches, each a link to its page with how many records it gets, the first
 * few of them and then how many more: the obligations' run and a job template's.
 */
export function RunClients(
  { clients, heading, more }: {
    clients: readonly { account: string; title: string; count: number }[];
    heading: string;
    more: (n: number) => string;
  },
) {
  const account = findDef("account")!;
  return (
    <div>
      <h3 className="text-sm font-medium">{heading}</h3>
      <ul className="text-sm flex flex-wrap gap-x-3 gap-y-1">
        {clients.slice(0, SHOWN_CLIENTS).map((c) => (
          <li key={c.account}>
            <Link to={recordPath(account, c.account)} className="link link-hover">{c.title}</Link>{" "}
            <span className="opacity-70 tabular-nums">({c.count})</span>
          </li>
        ))}
        {clients.length > SHOWN_CLIENTS && (
          <li className="opacity-70">{more(clients.length - SHOWN_CLIENTS)}</li>
        )}
      </ul>
    </div>
  );
}
