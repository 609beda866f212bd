import { parseArgs } from "node:util";
import { services } from "../../ports/ports";
import { startMailCatcher } from "./index";

/**
 * The mail catcher alone, without the rest of the stack (README.md, "Run it alone"):
 * `npx tsx devstack/mail-catcher/main.ts [--smtp 1025] [--web 8025]`; Ctrl-C stops it.
 */
const { values } = parseArgs({
  options: {
    smtp: { type: "string", default: String(services.mailSmtp.port) },
    web: { type: "string", default: String(services.mailInbox.port) },
  },
});
const catcher = await startMailCatcher({ smtpPort: Number(values.smtp), webPort: Number(values.web) });
console.log(`Mail catcher: SMTP on 127.0.0.1:${catcher.smtpPort}, inbox on ${catcher.url}`);
const stop = () => void catcher.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
