/** The local Stripe stand-in (CONTRACT.md section 5). Implemented by the payments work. */
export const STANDIN_SECRET_KEY = "sk_test_hometools_local";
export const STANDIN_WEBHOOK_SECRET = "whsec_hometools_local";

export interface StandinOptions {
  port: number;
  webhookUrl: string;
  webhookSecret: string;
}

export async function startStripeStandin(_options: StandinOptions): Promise<{ close: () => Promise<void> }> {
  return { close: async () => {} };
}
