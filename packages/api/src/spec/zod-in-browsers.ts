import { z } from "zod";

// In a browser, zod's first object schema probes `new Function` to compile fast parsers; the web app's CSP
// forbids eval and reports the probe as a violation. Jitless mode skips it. It is set here, the spec's first
// module, because the web bundle builds these schemas as zod loads, before any module of the app runs. A
// server has no `document` and keeps zod's compiled parsers.
if ("document" in globalThis) z.config({ jitless: true });
