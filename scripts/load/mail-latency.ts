import { inbox } from "../../testkit/shop-client";
import { percentile, type Sample } from "./stats";

interface PlacedOrder {
  _id: string;
  productId: string | null;
  lines?: Array<{ productId: string }>;
  createdAt: string;
}

const MAIL_BUDGET_MS = 10_000;

/**
 * The mail budget (docs/load-test.md), measured on the flash sale: every order placed gives exactly one
 * "placed" mail, and the time from the move (the order's createdAt) to its arrival at the local
 * SMTP catcher (its `time`) is at most 10 s at p95. Waits up to 20 s for the mails.
 */
export async function placedMailChecks(
  base: string,
  adminToken: string,
  productId: string,
  sold: number,
): Promise<Array<[string, boolean]>> {
  const answer = await fetch(`${base}/api/orders?limit=100`, { headers: { authorization: `Bearer ${adminToken}` } });
  // An order of the sale: one of the product alone, or a cart's order with a line of it.
  const orders = ((await answer.json()) as PlacedOrder[]).filter(
    (order) => order.productId === productId || (order.lines ?? []).some((line) => line.productId === productId),
  );
  const placedMails = async () => {
    const received = await inbox();
    return orders.map((order) => ({
      order,
      mails: received.filter(
        (mail) => mail.subject.startsWith("Order placed:") && mail.text.includes(`Order ${order._id}`),
      ),
    }));
  };
  const deadline = Date.now() + 20_000;
  let found = await placedMails();
  while (found.some(({ mails }) => mails.length === 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    found = await placedMails();
  }
  const samples: Sample[] = found
    .filter(({ mails }) => mails.length > 0)
    .map(({ order, mails }) => ({ status: 250, ms: Date.parse(mails[0]!.time) - Date.parse(order.createdAt) }));
  const total = found.reduce((sum, { mails }) => sum + mails.length, 0);
  const ms = (p: number) => `${Math.round(percentile(samples, p))} ms`;
  console.log(
    `Order mail: ${total} "placed" mails for ${orders.length} orders; move -> SMTP catcher p50 ${ms(50)}, p95 ${ms(95)}, max ${ms(100)}`,
  );
  return [
    [`exactly ${sold} "placed" mails`, orders.length === sold && total === sold],
    ["mail p95 <= 10 s", samples.length > 0 && percentile(samples, 95) <= MAIL_BUDGET_MS],
  ];
}
