import type { Order, Product } from "@hometools/contract";
import { api, ApiError, tag, type Account } from "../../scripts/lib/shop-client";

/**
 * The shop's API as the browser suite arranges data with it (so specs never fight over seed stock)
 * and checks what the UI did. Accounts and raw calls come from scripts/lib/shop-client.ts, which
 * `npm run check:persist` shares.
 */
export {
  API,
  ApiError,
  api,
  createAccount,
  openVerificationLink,
  signIn,
  tag,
  uniqueEmail,
  verificationCodes,
  verifyEmail,
  WEB,
  type Account,
} from "../../scripts/lib/shop-client";

export const seedAdmin = { email: "admin@example.com", password: "admin123", name: "Shop Admin" } as const;
export const seedBuyer = { email: "buyer@example.com", password: "buyer123", name: "Bea Buyer" } as const;

export async function getProduct(id: string): Promise<Product> {
  return api<Product>("GET", `/product/${encodeURIComponent(id)}`);
}

export interface NewProductFields {
  name?: string;
  price?: number;
  minimumOrder?: number;
  available?: number;
  description?: string;
  img?: string;
}

/** Adds a product as admin. Names are unique and within the 20-character rule. */
export async function createProduct(adminToken: string, fields: NewProductFields = {}): Promise<Product> {
  return api<Product>("POST", "/products", {
    token: adminToken,
    body: {
      name: `E2E Tool ${tag(6)}`,
      price: 12.5,
      minimumOrder: 2,
      available: 50,
      description: "A tool made for the browser tests.",
      img: "",
      ...fields,
    },
  });
}

export async function deleteProduct(adminToken: string, id: string): Promise<void> {
  await api("DELETE", `/products/${encodeURIComponent(id)}`, { token: adminToken }).catch((error: unknown) => {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  });
}

/** Places an order for `buyer` through the API (the purchase journey itself goes through the UI). */
export async function placeOrder(
  buyer: Pick<Account, "token">,
  product: Pick<Product, "_id" | "minimumOrder">,
  fields: { quantity?: number; number?: string; location?: string } = {},
): Promise<Order> {
  return api<Order>("POST", "/orders", {
    token: buyer.token,
    body: {
      productId: product._id,
      quantity: fields.quantity ?? product.minimumOrder,
      number: fields.number ?? "+1 555 0100",
      location: fields.location ?? "12 Workshop Lane, Springfield",
    },
  });
}
