import type { PortalAffair } from "../../domain/portal-affairs.ts";
import { PORTAL_API } from "../../domain/portal.ts";
import type { SharedDocument } from "../../domain/portal-shares.ts";
import { api, apiBlob } from "../lib/api.ts";

const clientPath = (client: string) => `${PORTAL_API}/clients/${encodeURIComponent(client)}`;

/** The documents the practice shared with client `client`, newest year first. */
export async function fetchShared(client: string, signal?: AbortSignal): Promise<SharedDocument[]> {
  return (await api<{ items: SharedDocument[] }>(`${clientPath(client)}/documents`, { signal })).items;
}

/** A shared document's current version (asked with the portal's token: a plain link would carry none). */
export function sharedFile(client: string, document: string): Promise<Blob> {
  return apiBlob(`${clientPath(client)}/documents/${encodeURIComponent(document)}/file`);
}

/** Where client `client`'s affairs stand. */
export async function fetchAffairs(client: string, signal?: AbortSignal): Promise<PortalAffair[]> {
  return (await api<{ items: PortalAffair[] }>(`${clientPath(client)}/affairs`, { signal })).items;
}
