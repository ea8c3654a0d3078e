import { exitWithParent, portArg } from "./child.ts";

/** The baseline: the fastest answer Deno.serve can give on this machine, to which the app is compared. */
Deno.serve({ port: portArg(), hostname: "127.0.0.1", onListen() {} }, () => new Response("Hello World"));
exitWithParent();
