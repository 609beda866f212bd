import type { Cart } from "@hometools/contract";

/** What the shop refuses about a shopper's cart and its checkout. */
export type CartRefusal =
  /** The lines (by their index) whose products do not exist. */
  | { kind: "unknown-cart-products"; lines: number[] }
  /** Lines of a tool with options that name no variant (its `optionNames`) or one it has not (null). */
  | { kind: "cart-lines-without-variant"; lines: Array<{ index: number; optionNames: string[] | null }> }
  /** The cart changed in another tab or device since it was read; `current` is how it is now. */
  | { kind: "cart-changed-elsewhere"; current: Cart }
  | { kind: "cart-empty" }
  /** The cart changed between its checkout's two reads. */
  | { kind: "cart-changed-meanwhile" };
