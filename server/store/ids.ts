import { v7 } from "uuid";

/**
 * A new row id: a UUID whose leading bits are the time (version 7, RFC 9562), so ids made later sort later. Every
 * index keyed by id then takes a batch of new rows at its end, one page after another, instead of at random
 * places all over it: over a million records, a trigger run's writes touch a few pages rather than most of them.
 */
export const newId = (): string => v7();
