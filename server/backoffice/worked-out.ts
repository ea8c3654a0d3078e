import type { ResourceDef } from "../../domain/resources/types.ts";
import { practiceToday } from "../../domain/today.ts";
import type { WorkedOutDate } from "../../domain/workflows/due-dates.ts";
import type { Db } from "../store/db.ts";
import type { Engine } from "./engine.ts";
import type { RecordData } from "./fields.ts";
import type { Actor, RecordReader } from "./hooks/types.ts";
import { referringIds } from "./refs.ts";
import { smallResourceData } from "./queries/small-resource.ts";
import { TitleResolver } from "./titles.ts";
import { checkRefs } from "./write-checks.ts";

/**
 * The due date the rules give a `def` record with these fields, as its resource's hook works it out when such a
 * record is saved without one (hooks/worked-out.ts): what the form shows while the record is filled in. The refs
 * are checked as a save checks them, through what `actor` may see (a 400 naming the field otherwise), and the
 * records the rules read are read the same way; null when no rule gives a date.
 */
export async function workOutDate(
  { engine, db }: { engine: Engine; db: Db },
  def: ResourceDef,
  data: RecordData,
  actor: Actor,
): Promise<WorkedOutDate | null> {
  const workOut = engine.hooks(def).workOut;
  if (!workOut) return null;
  await checkRefs(def, [data], new TitleResolver(engine.lookup(actor)));
  const read: RecordReader = {
    today: practiceToday(engine.now()),
    extraHolidays: engine.extraHolidays,
    get: (resource, id) => {
      const other = engine.def(resource);
      return other ? engine.sourceFor(resource, actor).get(other, id) : Promise.resolve(undefined);
    },
    referring: (resource, field, to, id) => referringIds(db, resource, field, to, id),
    smallResource: (resource) => smallResourceData(db, resource),
  };
  return await workOut(read, data);
}
