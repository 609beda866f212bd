import type { Stripe } from "@stripe/stripe-js";
// The "pure" entry loads Stripe.js only when loadStripe() is called (the main entry injects it
// on import), so the local stack never asks js.stripe.com for anything.
import { loadStripe } from "@stripe/stripe-js/pure";
import { env } from "../../../config/env";

const STANDIN_PUBLISHABLE_KEY = "pk_test_hometools_local";

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.appendChild(script);
  });
}

let stripe: Promise<Stripe | null> | undefined;

/**
 * Stripe.js, once per page load. With VITE_STRIPE_PUBLISHABLE_KEY it is Stripe's own script. Without
 * it, the stand-in's Stripe.js look-alike is loaded first: it sets window.Stripe, which loadStripe
 * then uses instead of fetching Stripe's, so the page has one code path either way.
 */
export function getStripe(): Promise<Stripe | null> {
  stripe ??= (async () => {
    const key = env.stripePublishableKey;
    if (key) return loadStripe(key);
    if (!("Stripe" in window)) await loadScript(`${env.stripeStandinUrl}/v1/stripe.js`);
    return loadStripe(STANDIN_PUBLISHABLE_KEY);
  })().catch((error: unknown) => {
    stripe = undefined;
    throw error;
  });
  return stripe;
}
