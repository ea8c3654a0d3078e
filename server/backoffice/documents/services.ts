import type { Db } from "../../store/db.ts";
import type { Engine } from "../engine.ts";
import { referringIds } from "../refs.ts";
import { DocumentBin } from "./bin.ts";
import { ContentStore } from "./content-store.ts";
import { DocumentRemoval } from "./removal.ts";
import { RetentionReader } from "./retention-facts.ts";
import { RetentionReview } from "./retention-review.ts";

/** The documents' bin and retention review over one store and engine, sharing their removal and content. */
export function documentServices(deps: { db: Db; engine: Engine; content?: ContentStore }) {
  const { db, engine } = deps;
  const content = deps.content ?? new ContentStore(db);
  const removal = new DocumentRemoval({ db, engine, content });
  // The whole store as the retention rules read it: the review is an administrator's, the sweep the server's.
  const reader = () =>
    new RetentionReader({
      get: (resource, id) => {
        const def = engine.def(resource);
        return def ? engine.source(resource).get(def, id) : Promise.resolve(undefined);
      },
      referring: (resource, field, to, id) => referringIds(db, resource, field, to, id),
    });
  return {
    content,
    bin: new DocumentBin({ db, engine, removal, holds: reader }),
    review: new RetentionReview({ db, engine, removal, reader }),
  };
}
