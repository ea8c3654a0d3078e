import { demo } from "./tests/bench/measures/demo.ts";
const r = await demo.run({ root: Deno.cwd() + "/", signal: new AbortController().signal, progress: console.log });
for (const x of r) console.log(x.id, x.value, x.detail);
