/** What the shipping rules need of a rate (data/checkout/shipping-rate-repository.ts stores it so). */
export interface RateRule {
  _id: string;
  label: string;
  amountCents: number;
  freeOverCents: number | null;
  countries: readonly string[];
  active: boolean;
}

/**
 * The active rates that serve `country`: those naming it, and those with ["*"] when no active rate
 * names it ("International": every country the others leave out). Without a country, every active rate.
 */
export function ratesServing<Rate extends RateRule>(rates: readonly Rate[], country: string | undefined): Rate[] {
  const active = rates.filter((rate) => rate.active);
  if (!country) return active;
  const named = active.filter((rate) => rate.countries.includes(country));
  return named.length > 0 ? named : active.filter((rate) => rate.countries.includes("*"));
}

/** The rate's price for an order of this subtotal: free once the subtotal reaches freeOver. */
export function shippingCents(rate: RateRule, subtotalCents: number): number {
  return rate.freeOverCents !== null && subtotalCents >= rate.freeOverCents ? 0 : rate.amountCents;
}
