import type { CreatePaymentIntentInput, Order, PaymentIntentResult } from "@hometools/contract";
import { useCallback, useEffect, useState } from "react";
import { api, ApiError } from "../../../lib/api/api-client";

/**
 * POST /create-payment-intent: the client secret of the order's PaymentIntent. The spec's client
 * sends the price; the server ignores it and charges the order's total from the database.
 */
async function createPaymentIntent(input: CreatePaymentIntentInput): Promise<string> {
  return (await api.post<PaymentIntentResult>("/create-payment-intent", input)).clientSecret;
}

export type ClientSecretState =
  { status: "loading" } | { status: "ready"; clientSecret: string } | { status: "error"; error: unknown };

/**
 * The client secret the Payment Element is created with (Elements needs it before it can show the
 * methods the PaymentIntent allows). The server answers the same PaymentIntent again while it can
 * take a card, so a reload or StrictMode's second effect makes no second one. `onAlreadyPaid` runs
 * when the server says the order is paid already (the page then loads the order again).
 */
export function useClientSecret(order: Order, onAlreadyPaid: () => void) {
  const [state, setState] = useState<ClientSecretState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const { _id: orderId, totalPrice: price } = order;

  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    createPaymentIntent({ orderId, price }).then(
      (clientSecret) => live && setState({ status: "ready", clientSecret }),
      (error: unknown) => {
        if (!live) return;
        setState({ status: "error", error });
        if (error instanceof ApiError && error.code === "already-paid") onAlreadyPaid();
      },
    );
    return () => {
      live = false;
    };
    // A new attempt or another order asks again; a changed callback does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, price, attempt]);

  // Stable, so a timer that retries (the outage notice) is not restarted by every render.
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
