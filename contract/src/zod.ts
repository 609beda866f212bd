import { z } from "zod";

/**
 * zod as every schema of the contract imports it, configured before any schema is built. The web
 * app runs under a Content-Security-Policy without 'unsafe-eval' (firebase.json); zod's compiled
 * object parsers probe `new Function("")` when a schema is built, which the browser logs as a policy
 * violation on every page with a form (Lighthouse best practices, "Issues were logged in the Issues
 * panel"). The shop's bodies are small: they are parsed without compiling, on the server too.
 */
z.config({ jitless: true });

export { z };
