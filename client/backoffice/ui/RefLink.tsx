import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import { Link } from "react-router";
import { loadTitles, titleOf } from "../api/titles.ts";
import { findDef, recordPath } from "../defs.ts";

/**
 * A referenced record by its title. In a list the page loads all titles in one batch before this renders; on its
 * own (a view page) it asks for its title. `link` makes it a link to the record's page.
 */
export function RefTitle({ to, id, link = false }: { to: string; id: string; link?: boolean }) {
  useSignals();
  const title = titleOf(to, id);
  useEffect(() => {
    if (title === undefined) void loadTitles(to, [id]);
  }, [to, id, title]);
  const text = title ?? "…";
  const def = findDef(to);
  if (!link || !def) return <span>{text}</span>;
  return <Link className="link link-hover link-primary" to={recordPath(def, id)}>{text}</Link>;
}
