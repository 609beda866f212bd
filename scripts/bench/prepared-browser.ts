import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../../testkit/chromium";
import { urls } from "../../ports/ports";

/**
 * A Chromium made ready as a person would make it, with a debugging port so Lighthouse (`--port`)
 * audits pages in it: signed in through /login (`signedIn`), or a visitor who has put tools in the
 * cart from their pages (`withVisitorCart`). Lighthouse's storage reset empties the HTTP cache but keeps
 * IndexedDB and localStorage, where Firebase Auth keeps the session and the visitor's cart is kept, so
 * every audited page opens in that state and cold; `restart` gives each run a fresh browser on the
 * same profile.
 */
export class PreparedBrowser {
  private process: ChildProcess;

  private constructor(
    readonly port: number,
    private readonly profile: string,
  ) {
    this.process = this.launch();
  }

  /** Signed in as this account. */
  static signedIn(email: string, password: string, port: number): Promise<PreparedBrowser> {
    return PreparedBrowser.open(port, (browser) => browser.signIn(email, password));
  }

  /** A visitor's browser (no account) whose cart holds each tool's minimum order, added from the tool's page. */
  static withVisitorCart(productIds: string[], port: number): Promise<PreparedBrowser> {
    return PreparedBrowser.open(port, (browser) => browser.addToCart(productIds));
  }

  private static async open(
    port: number,
    prepare: (browser: PreparedBrowser) => Promise<void>,
  ): Promise<PreparedBrowser> {
    const browser = new PreparedBrowser(port, mkdtempSync(join(tmpdir(), "bench-chromium-")));
    try {
      await prepare(browser);
    } catch (error) {
      await browser.close();
      throw error;
    }
    return browser;
  }

  private launch(): ChildProcess {
    return spawn(
      chromiumPath(),
      [...chromiumFlags, `--remote-debugging-port=${this.port}`, `--user-data-dir=${this.profile}`, "about:blank"],
      { stdio: "ignore" },
    );
  }

  /**
   * Starts Chromium afresh on the same profile, still signed in, as Lighthouse starts a fresh one for
   * each run of a public page. A renderer kept from the previous run would collect that page's
   * garbage while the next page loads: a task Lighthouse multiplies by four (decision 027).
   */
  async restart(): Promise<void> {
    await this.stop();
    this.process = this.launch();
    await (await connect(this.port)).close();
  }

  private async stop(): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    const exited = new Promise((resolve) => this.process.once("exit", resolve));
    this.process.kill();
    await exited;
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

  private async addToCart(productIds: string[]): Promise<void> {
    const cdp = await connect(this.port);
    try {
      const page = await cdp.contexts()[0]!.newPage();
      for (const [index, productId] of productIds.entries()) {
        await page.goto(`${urls.web}/tools/${productId}`);
        await page.getByRole("button", { name: /^Add to cart: / }).click();
        // The visitor's cart as web/src/lib/cart/cart-count.ts keeps it.
        await page.waitForFunction(
          (count) =>
            JSON.parse((globalThis as unknown as InPage).localStorage.getItem("hometools:visitorCart") ?? "[]")
              .length === count,
          index + 1,
          { timeout: 30_000 },
        );
      }
      await page.close();
    } finally {
      await cdp.close();
    }
  }

  /** Ends Chromium and, once it has exited (it writes its profile as it goes), removes the profile. */
  async close(): Promise<void> {
    await this.stop();
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
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
