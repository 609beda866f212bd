import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../lib/chromium";
import { urls } from "../lib/ports";

/**
 * A Chromium signed in through /login as a shopper would be, kept open with a debugging port so
 * Lighthouse (`--port`) audits pages in it. Lighthouse's storage reset empties the HTTP cache but keeps
 * IndexedDB, where Firebase Auth keeps the session, so every audited page opens signed in and cold.
 */
export class SignedInBrowser {
  private constructor(
    readonly port: number,
    private readonly process: ChildProcess,
    private readonly profile: string,
  ) {}

  static async open(email: string, password: string, port: number): Promise<SignedInBrowser> {
    const profile = mkdtempSync(join(tmpdir(), "bench-chromium-"));
    const child = spawn(
      chromiumPath(),
      [...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
      { stdio: "ignore" },
    );
    const browser = new SignedInBrowser(port, child, profile);
    try {
      await browser.signIn(email, password);
    } catch (error) {
      await browser.close();
      throw error;
    }
    return browser;
  }

  private async signIn(email: string, password: string): Promise<void> {
    const cdp = await connect(this.port);
    try {
      const page = await cdp.contexts()[0]!.newPage();
      await page.goto(`${urls.web}/login`);
      await page.getByLabel(/^Email/).fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole("button", { name: "login", exact: true }).click();
      await page.waitForURL((url) => url.pathname !== "/login", { timeout: 30_000 });
      await page.waitForFunction(
        () => (globalThis as unknown as InPage).localStorage.getItem("accessToken"),
        undefined,
        {
          timeout: 30_000,
        },
      );
      await page.close();
    } finally {
      // Leaves the browser running: this only ends the debugging connection.
      await cdp.close();
    }
  }

  /** Ends Chromium and, once it has exited (it writes its profile as it goes), removes the profile. */
  async close(): Promise<void> {
    if (this.process.exitCode === null && this.process.signalCode === null) {
      const exited = new Promise((resolve) => this.process.once("exit", resolve));
      this.process.kill();
      await exited;
    }
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** Connects to the debugging port once Chromium listens on it. */
async function connect(port: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** What the sign-in check uses of the page's globals (it is serialised and runs there). */
interface InPage {
  localStorage: { getItem(key: string): string | null };
}
