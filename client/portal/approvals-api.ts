import { APPROVALS_PATH, type PortalApproval } from "../../domain/portal-approvals.ts";
import { PORTAL_API } from "../../domain/portal.ts";
import { api, apiBlob } from "../lib/api.ts";

const base = `${PORTAL_API}${APPROVALS_PATH}`;
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** Client `client`'s approvals: the open ones and those accepted, newest first. */
export async function fetchApprovals(client: string, signal?: AbortSignal): Promise<PortalApproval[]> {
  return (await api<{ items: PortalApproval[] }>(base, { query: { client }, signal })).items;
}

/** The bytes of the version approval `id` asks about, to show in the page. */
export function approvalFile(id: string, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(`${one(id)}/file`, { query: { as: "inline" }, signal });
}

/** Accepts approval `id` with the full name typed and the confirmation ticked. */
export function acceptApproval(id: string, name: string, confirmed: boolean): Promise<PortalApproval> {
  return api<PortalApproval>(`${one(id)}/accept`, { body: { name, confirmed } });
}
