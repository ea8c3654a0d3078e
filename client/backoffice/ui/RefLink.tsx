import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { useTitle } from "../data/hooks.ts";
import { findDef, recordPath } from "../defs.ts";

/**
 * A referenced record by its title: most come with the answer that refers to them (`_refTitles`); the rest are
 * asked for together, one request per resource for all the titles a page shows. `link` makes it a link to the
 * record's page.
 */
export function RefTitle({ to, id, link = false }: { to: string; id: string; link?: boolean }) {
  useSignals();
  const text = useTitle(to, id) ?? "…";
  const def = findDef(to);
  if (!link || !def) return <span>{text}</span>;
  return <Link className="link link-hover link-primary" to={recordPath(def, id)}>{text}</Link>;
}
