/** A shipping address as the shop stores it (country: ISO 3166-1 alpha-2). */
export interface Address {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode: string;
  country: string;
}

/** The address on one line, as an order's `location`, the CSV and the lists show it. */
export function addressLine(address: Address): string {
  return [address.name, address.line1, address.line2, address.city, address.region, address.postalCode, address.country]
    .filter(Boolean)
    .join(", ");
}
