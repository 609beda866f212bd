import type { InvoicingSettings } from "@hometools/contract";
import { readInvoicingSettings, writeInvoicingSettings } from "../../data/invoices/invoicing-settings-repository";
import { runTransaction } from "../../data/transaction";
import { assertOwner, type Caller } from "../../domain/caller";
import { changesBetween } from "../../domain/team/activity";
import { recordActivity } from "../team/record-activity";

/** GET /settings/invoicing (owner): the seller and prefixes the next documents print. */
export async function getInvoicingSettings(caller: Caller): Promise<InvoicingSettings> {
  assertOwner(caller);
  return readInvoicingSettings();
}

/**
 * PUT /settings/invoicing (owner): the whole settings, read and written in one unit with the
 * activity's entry. Documents issued before keep the settings they were issued with; a new prefix
 * starts its own sequence at 1 (docs/decisions/047-invoices.md).
 */
export async function putInvoicingSettings(caller: Caller, input: InvoicingSettings): Promise<InvoicingSettings> {
  assertOwner(caller);
  return runTransaction(async (tx) => {
    const settings = await readInvoicingSettings(tx);
    const changes = changesBetween(settings, input);
    if (!changes) return settings; // nothing changes: no write, no entry
    await writeInvoicingSettings(input, tx);
    await recordActivity(tx, caller, {
      action: "invoicing.settings",
      target: { kind: "invoicing-settings", id: "settings", label: "Invoicing settings" },
      changes,
    });
    return input;
  });
}
