/**
 * How deep a JSON body may nest. The deepest body of ours is a few levels (a back-office record's checklist items,
 * a demo board's cards and their checklists); past some thousands of levels the checks that walk a body (zod's
 * issue paths, the text check) overflow the stack and answer 500, and JSON.parse alone spends a quarter of a second
 * on a mebibyte of brackets. 64 leaves room for any body a client of ours sends.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * The deepest nesting of arrays and objects in JSON text (a scalar is 0, `[]` is 1, `[{}]` is 2), counted in one
 * pass without parsing: brackets inside strings are text, and an escaped quote does not end a string. Stops
 * counting once past `stopAfter` (what it answers is then more than `stopAfter`, not the whole depth). Text that
 * is not JSON gets a number too; JSON.parse refuses it afterwards.
 */
export function jsonDepth(text: string, stopAfter = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > deepest) {
        deepest = depth;
        if (deepest > stopAfter) return deepest;
      }
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return deepest;
}
