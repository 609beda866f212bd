import type { EraseCustomerResult } from "@hometools/contract";
import { api } from "../../../../lib/api/api-client";

/** POST /privacy/erase {email} (owner): a customer who asked to be forgotten (docs/privacy.md). */
export function eraseCustomer(email: string): Promise<EraseCustomerResult> {
  return api.post<EraseCustomerResult>("/privacy/erase", { email });
}
