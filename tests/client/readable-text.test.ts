import { equal, ok } from "node:assert/strict";
import { contrast, luminance, textOn } from "../../client/kit/ui/readableText.ts";

Deno.test("luminance reads #rgb and #rrggbb, and nothing else", () => {
  equal(luminance("#000"), 0);
  equal(luminance("#ffffff"), 1);
  equal(luminance("#FFF"), 1);
  ok(Math.abs(luminance("#777777")! - 0.184) < 0.001);
  equal(luminance("red"), null);
  equal(luminance("#12345"), null);
});

Deno.test("contrast is WCAG's ratio: 21 for black on white, 1 for a colour on itself", () => {
  equal(contrast(0, 1), 21);
  equal(contrast(0.3, 0.3), 1);
});

Deno.test("text on a label colour is whichever of black and white reads better", () => {
  // The mail fixtures' pale green and sky blue: white on them is under 4.5:1.
  equal(textOn("#7cb342"), "#000000");
  equal(textOn("#03a9f4"), "#000000");
  // A dark red and an indigo keep white.
  equal(textOn("#c62828"), "#ffffff");
  equal(textOn("#3f51b5"), "#ffffff");
  equal(textOn("var(--color-primary)"), "#ffffff");
  for (const c of ["#7cb342", "#d84315", "#607d8b", "#03a9f4", "#2196f3", "#e91e63", "#43a047"]) {
    const l = luminance(c)!;
    ok(contrast(l, luminance(textOn(c))!) >= 4.5, c);
  }
});
