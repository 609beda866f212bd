import type { PaymentFacts } from "../domain/payments/payment-check";

/** A PaymentIntent as the services see it: the facts that decide payment, and its client secret. */
export interface PaymentIntentInfo extends PaymentFacts {
  clientSecret: string | null;
}

export interface NewPaymentIntent {
  amountCents: number;
  currency: string;
  description: string;
  orderId: string;
  /** Shown in Stripe's dashboard beside the order id: what the shopper and the admin read. */
  orderNumber: string;
}

/** What a charge.* or charge.dispute.* event says about the money of one PaymentIntent. */
export interface ChargeFacts {
  paymentIntentId: string | null;
  /** The charge's id (charge.* events); null for a dispute. */
  chargeId: string | null;
  /** Cents charged, and how much of it has gone back. */
  amount: number;
  amountRefunded: number;
  /** For a dispute: its reason (fraudulent, product_not_received...). */
  disputeReason?: string;
}

/**
 * A webhook event whose signature checked out: `payment` is set for payment_intent.* events,
 * `charge` for charge.refunded and charge.dispute.* events.
 */
export interface VerifiedEvent {
  id: string;
  type: string;
  payment: PaymentFacts | null;
  charge: ChargeFacts | null;
}

export interface RefundInfo {
  id: string;
  status: string | null;
  amount: number;
  /** Unix seconds. */
  created: number;
  /** The key our refund was asked with (its metadata), so a webhook knows which request it was. */
  refundKey: string | null;
}

/** What a refund asks besides the intent: an amount in cents (default: all that is left), and our key. */
export interface RefundOptions {
  amountCents?: number;
  refundKey?: string;
}

/** The Stripe-Signature header does not match the body (or is too old). */
export class SignatureMismatch extends Error {}

/** What the services need of Stripe. The one implementation is the stripe SDK (stripe-client.ts). */
export interface PaymentGateway {
  retrievePaymentIntent(id: string): Promise<PaymentIntentInfo>;
  /** `idempotencyKey`: the same key answers the first PaymentIntent again (Stripe's idempotency). */
  createPaymentIntent(input: NewPaymentIntent, idempotencyKey: string): Promise<PaymentIntentInfo>;
  /**
   * Cancels a PaymentIntent so it can no longer take money, and answers it as it now is. One that
   * already succeeded (or was canceled before) cannot be canceled: it is answered as it is.
   */
  cancelPaymentIntent(id: string): Promise<PaymentIntentInfo>;
  /** Refunds a PaymentIntent, in full or `amountCents` of it; the same key answers the first refund again. */
  refundPayment(
    paymentIntentId: string,
    idempotencyKey: string,
    orderId: string,
    options?: RefundOptions,
  ): Promise<RefundInfo>;
  /** The refunds of a charge, oldest first; null when Stripe does not know the charge. */
  listChargeRefunds(chargeId: string): Promise<RefundInfo[] | null>;
  /** Checks the signature over the raw bytes Stripe signed; throws SignatureMismatch when it does not match. */
  verifyEvent(rawBody: Buffer, signature: string): Promise<VerifiedEvent>;
}
