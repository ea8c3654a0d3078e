/** What the documentation pages read: a page's Markdown (a chunk of the build) and the API's own description. */
import { api } from "../../lib/api.ts";
import { useData } from "../../lib/data/index.ts";
import { type DocSlug, loadDoc } from "./docs.ts";
import type { OpenApi } from "./openapi.ts";

export function useDoc(slug: DocSlug) {
  return useData(["docs", "getOne", { slug }], () => loadDoc(slug), { keepPrevious: false });
}

/** The API's description (/api/openapi.json, made from the schemas that check each request). */
export function useOpenApi() {
  return useData(["openapi"], (signal) => api<OpenApi>("/api/openapi.json", { signal }));
}
