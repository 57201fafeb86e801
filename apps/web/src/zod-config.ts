import { z } from "zod";

// Zod probes `new Function` to compile fast parsers; the app's CSP forbids eval, so the probe would
// be reported as a violation on every page. Jitless mode skips the probe (and the compiled path).
z.config({ jitless: true });
