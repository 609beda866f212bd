import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startScript } from "../devstack/child";
import {
  chooseFirestore,
  describeFirestore,
  startEmbeddedFirestore,
  startOfficialFirestore,
  type FirestoreChoice,
} from "./firestore";
import { writeLocalFirebaseConfig } from "./local-firebase-config";
import { firebaseToolsPersistArgs, loadFirestore, persistDirs, saveFirestore } from "./persist";
import { startGroup, stopGroup } from "./process-group";
import {
  assertPortsFree,
  emulatorEnv,
  HOST,
  PROJECT_ID,
  services,
  STORAGE_BUCKET,
  urls,
  waitForHttp,
  type ServiceName,
} from "../ports/ports";
import { startStripeStandin, STANDIN_SECRET_KEY, STANDIN_WEBHOOK_SECRET } from "../devstack/stripe-standin";
import { startMailCatcher } from "../devstack/mail-catcher";
import { startStorageStandin } from "../devstack/storage-standin";
import { startRequestCounter } from "../devstack/request-counter";

export const root = fileURLToPath(new URL("..", import.meta.url));

export interface StackOptions {
  /** Build functions and web first (npm start does; tests that already built may skip). */
  build?: boolean;
  /** Where progress lines go. */
  say?: (line: string) => void;
  /** Forward the emulators' own output (npm start does; tests keep it quiet). */
  verbose?: boolean;
  /** Keep Auth, Firestore and Storage data between starts in .emulator-data/ (`npm start -- --persist`). */
  persist?: boolean;
  /**
   * Run the mail catcher (default). `npm start -- --no-mail-catcher` leaves 1025 and 8025 to one the
   * developer runs alone (devstack/mail-catcher/main.ts) and can stop and start to watch mail wait.
   */
  mailCatcher?: boolean;
  /**
   * Put the request counter (devstack/request-counter) between the functions and Firestore, so
   * `GET http://127.0.0.1:8086/counts` says how many Firestore requests they made, by method
   * (`npm start -- --count-requests`; the API tests and the load test always count).
   */
  countRequests?: boolean;
  /**
   * The official emulator's JVM with its quick compiler only (default): the shop's short calls get
   * their speed at once. The API tests turn it off: their scans of the whole database run faster on
   * the JVM's optimising compiler (docs/decisions/050).
   */
  quickCompiler?: boolean;
}

export interface StackInfo {
  firestore: "official" | "embedded";
  stripe: "stand-in" | "stripe";
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

export async function build(say: (line: string) => void) {
  say("Building the functions and the web app...");
  await run("npm", ["run", "--silent", "build"]);
}

/**
 * firebase-tools' command line, run with this Node rather than through `npx`, which spends a second
 * or two finding it on every start.
 */
function firebaseCli(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("firebase-tools/package.json");
  const { bin } = require(manifest) as { bin: { firebase: string } };
  return join(dirname(manifest), bin.firebase);
}

/** The sender of the local stack's order mail. */
export const LOCAL_MAIL_FROM = "Home Tools <shop@hometools.local>";

/** Worker processes the Functions emulator may run per function (docs/decisions/008). */
export const FUNCTION_WORKERS = 3;

/**
 * Starts every worker of `api` at once, each through a call that loads Firestore (a catalogue
 * page), and one of `pages`, so the first shoppers do not pay for process start and module load.
 */
async function warmFunctionWorkers(): Promise<void> {
  const warm = (url: string) => fetch(url, { signal: AbortSignal.timeout(60_000) }).then((response) => response.text());
  await Promise.all([
    ...Array.from({ length: FUNCTION_WORKERS }, () => warm(`${urls.api}/products`)),
    // The pages function (a tool's page, the sitemap) loads its bundle and Firestore the same way:
    // otherwise the first visit to a tool's page waits seconds for a cold worker.
    warm(`${urls.web}/sitemap.xml`),
  ]);
}

/**
 * Starts the local stack (the README's "Run it locally"): a Firestore emulator (official or embedded),
 * the Stripe stand-in when no Stripe key is set, the mail catcher, the Cloud Storage stand-in, and the
 * Auth, Functions and Hosting emulators from firebase-tools; resolves once every service answers.
 */
export class LocalStack {
  private readonly cleanups: Array<() => Promise<void> | void> = [];

  constructor(private readonly options: StackOptions = {}) {}

  /** Stops whatever has started so far; safe to call at any time, and more than once. */
  async stop(): Promise<void> {
    while (this.cleanups.length) await this.cleanups.pop()!();
  }

  async start(): Promise<StackInfo> {
    try {
      return await this.startAll();
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /** Starts the chosen Firestore emulator (and loads kept data); answers how to stop it. */
  private async startFirestore(choice: FirestoreChoice): Promise<() => Promise<void>> {
    const options = this.options;
    const say = options.say ?? (() => {});
    if (choice.kind === "official") {
      const firestore = await startOfficialFirestore(choice.official, {
        root,
        verbose: options.verbose,
        persistDir: options.persist ? persistDirs(root).firestoreExport : undefined,
        quickCompiler: options.quickCompiler ?? true,
      });
      return async () => {
        try {
          await firestore.stop();
        } catch (error) {
          say(`Could not keep the Firestore data: ${(error as Error).message}`);
        }
      };
    }
    const firestore = await startEmbeddedFirestore();
    if (!options.persist) return () => firestore.stop();
    try {
      say(`Kept data: ${await loadFirestore(root)} Firestore documents loaded`);
    } catch (error) {
      await firestore.stop();
      throw error;
    }
    return async () => {
      try {
        say(`Kept data: ${await saveFirestore(root)} Firestore documents saved`);
      } catch (error) {
        say(`Could not keep the Firestore data: ${(error as Error).message}`);
      }
      await firestore.stop();
    };
  }

  private async startAll(): Promise<StackInfo> {
    const options = this.options;
    const cleanups = this.cleanups;
    const say = options.say ?? (() => {});
    const realStripe = Boolean(process.env.STRIPE_SECRET_KEY);
    const firestoreChoice = chooseFirestore();
    const official = firestoreChoice.kind === "official";

    const needed: ServiceName[] = ["hosting", "functions", "auth", "firestore", "hub", "logging", "storage"];
    const catcherToo = options.mailCatcher !== false;
    if (catcherToo) needed.push("mailSmtp", "mailInbox");
    if (!realStripe) needed.push("stripe");
    if (!official) needed.push("firestoreBackend");
    if (options.countRequests) needed.push("firestoreCounter", "firestoreCounts");
    await assertPortsFree(needed);

    if (options.build) await build(say);

    // Firestore (the official emulator is a JVM: seconds to start) comes up beside the Firebase
    // emulators below; nothing reaches it before both answer. Its stop runs last, after the
    // Functions emulator stopped: nothing writes while it exports or saves.
    const firestoreUp = this.startFirestore(firestoreChoice);
    firestoreUp.catch(() => {}); // awaited with the emulators below
    cleanups.push(async () => {
      const stop = await firestoreUp.catch(() => undefined); // a start that failed stopped itself
      await stop?.();
    });
    // The embedded emulator ignores preconditions, which the functions' optimistic units rely on:
    // there they run as Firestore transactions, one at a time behind our layer (data/transaction.ts).
    const firestoreEnv: NodeJS.ProcessEnv = official ? {} : { HOMETOOLS_TRANSACTIONS: "locking" };
    // Only the functions go through the counter: the seed, the tests' own reads and the timers'
    // sweeps never blur what a request to the API cost.
    const functionsFirestoreEnv: NodeJS.ProcessEnv = {};
    if (options.countRequests) {
      const counter = await startRequestCounter({
        port: services.firestoreCounter.port,
        statusPort: services.firestoreCounts.port,
        upstream: urls.firestore,
      });
      cleanups.push(() => counter.close());
      functionsFirestoreEnv.FIRESTORE_EMULATOR_HOST = urls.firestoreCounter;
      say(`Firestore requests of the functions: counted at ${urls.firestoreCounts}/counts`);
    }

    const stripeEnv: NodeJS.ProcessEnv = {};
    if (!realStripe) {
      const standin = await startStripeStandin({
        port: services.stripe.port,
        webhookUrl: urls.stripeWebhook,
        webhookSecret: STANDIN_WEBHOOK_SECRET,
      });
      cleanups.push(() => standin.close());
      Object.assign(stripeEnv, {
        STRIPE_SECRET_KEY: STANDIN_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: STANDIN_WEBHOOK_SECRET,
        STRIPE_API_HOST: HOST,
        STRIPE_API_PORT: String(services.stripe.port),
        STRIPE_API_PROTOCOL: "http",
      });
      say(`Stripe: local stand-in on ${urls.stripe} (no STRIPE_SECRET_KEY set)`);
    } else {
      say("Stripe: using STRIPE_SECRET_KEY (test mode keys expected)");
    }

    // Order mail goes to the local catcher (devstack/mail-catcher), the way production sends to a provider.
    if (catcherToo) {
      const catcher = await startMailCatcher({ smtpPort: services.mailSmtp.port, webPort: services.mailInbox.port });
      cleanups.push(() => catcher.close());
      say(`Mail: every order mail lands in the local inbox at ${urls.mailInbox} (SMTP on ${urls.smtp})`);
    } else {
      say(`Mail: sent to ${urls.smtp}; no catcher started (run one: npx tsx devstack/mail-catcher/main.ts)`);
    }
    const mailEnv = { SMTP_URL: urls.smtp, MAIL_FROM: LOCAL_MAIL_FROM, SHOP_URL: urls.web };

    // Cloud Storage: firebase-tools' own emulator needs Java 21 and a download, so a stand-in
    // (devstack/storage-standin) answers firebase-admin's Storage client, found through emulatorEnv's
    // STORAGE_EMULATOR_HOST. With --persist it writes every object through to .emulator-data/storage.
    const storageDir = options.persist ? persistDirs(root).storage : undefined;
    const storage = await startStorageStandin({
      port: services.storage.port,
      buckets: [STORAGE_BUCKET],
      dir: storageDir,
    });
    cleanups.push(() => storage.close());
    if (storageDir) say(`Kept data: ${storage.count()} Storage objects loaded`);
    say(`Storage: local Cloud Storage stand-in on http://${urls.storage}, bucket ${STORAGE_BUCKET}`);

    const emulators = startGroup(
      process.execPath,
      // firebase.local.json: firebase.json with the local sources added to the CSP.
      [
        firebaseCli(),
        "emulators:start",
        "--only",
        "auth,functions,hosting",
        "--project",
        PROJECT_ID,
        "--config",
        writeLocalFirebaseConfig(root),
        ...(options.persist ? firebaseToolsPersistArgs(root) : []),
      ],
      {
        cwd: root,
        stdout: options.verbose ? "inherit" : "ignore",
        stderr: options.verbose ? "inherit" : "pipe",
        env: {
          ...process.env,
          ...emulatorEnv,
          ...firestoreEnv,
          ...functionsFirestoreEnv,
          ...stripeEnv,
          ...mailEnv,
          NO_UPDATE_NOTIFIER: "1",
          // At every start firebase-tools asks the registry for the latest firebase-functions
          // (`npm show`, waiting up to 10 s where there is no network) only to warn of an older
          // one: offline, npm answers from its cache or fails at once.
          npm_config_offline: "true",
          NODE_ENV: "production",
          // firebase-tools runs up to this many requests at once and starts a worker process for
          // each one that finds no idle worker (default 50): a burst then spawns dozens of workers
          // that time out loading ("Failed to load function"). Queue the rest instead
          // (docs/decisions/008).
          FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTION_WORKERS),
        },
      },
    );
    // With --export-on-exit, firebase-tools writes its export after SIGINT: give it the time.
    cleanups.push(() => stopGroup(emulators, options.persist ? 60_000 : 8000));
    let stderr = "";
    emulators.stderr?.on("data", (chunk) => (stderr = (stderr + String(chunk)).slice(-4000)));
    const exited = new Promise<never>((_, reject) =>
      emulators.once("exit", (code) => reject(new Error(`the Firebase emulators exited (${code}) ${stderr}`))),
    );

    await Promise.race([
      Promise.all([
        firestoreUp.then(() => say(`Firestore: ${describeFirestore(firestoreChoice)}`)),
        waitForHttp(`http://${urls.auth}/`, 90_000, services.auth.name),
        waitForHttp(`${urls.api}/healthz`, 90_000, services.functions.name),
        waitForHttp(`${urls.web}/api/healthz`, 90_000, services.hosting.name),
      ]),
      exited,
    ]);
    exited.catch(() => {});
    // In the background, beside the caller's seeding: the emulator queues the first real requests
    // behind these anyway. Warming is a courtesy; a failure shows up on the request that needs it.
    void warmFunctionWorkers().catch(() => {});

    // The Functions emulator fires no schedules: the expiry sweep and the mail sender run on
    // timers beside it.
    const sweeper = await startScript(
      new URL("./sweeper.ts", import.meta.url),
      [],
      { ...process.env, ...emulatorEnv, ...firestoreEnv, ...stripeEnv, ...mailEnv },
      "the expiry sweep",
    );
    cleanups.push(() => sweeper.stop());
    say(`Mail sender: every ${process.env.MAIL_SEND_SECONDS ?? 5} s, for mail that could not go right after its move`);
    say(
      `Expiry sweep: every ${process.env.ORDER_SWEEP_SECONDS ?? 60} s (unpaid orders hold stock for ${process.env.ORDER_HOLD_MINUTES ?? 30} min)`,
    );
    say(
      `Abandoned-cart sweep: every ${process.env.CART_SWEEP_SECONDS ?? 30} s (reminders after ${process.env.ABANDONED_CART_HOURS ?? 10} h unless the owner set another delay)`,
    );
    return { firestore: firestoreChoice.kind, stripe: realStripe ? "stripe" : "stand-in" };
  }
}
