import { useState } from "react";
import type { ProductToAdd } from "../lib/cart";
import { useSession } from "../lib/session";
import styles from "./add-to-cart-button.module.css";

/**
 * Add to cart, beside Buy Now on product cards and Purchase on the purchase page. A plain button:
 * it is on the home page's first paint, so the cart's code (lib/cart.ts) and the toasts load only
 * when it is pressed.
 */
export function AddToCartButton({ product, className }: { product: ProductToAdd; className?: string }) {
  const { status } = useSession();
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    const [{ addToCart }, { default: toast }] = await Promise.all([import("../lib/cart"), import("react-hot-toast")]);
    try {
      const quantity = await addToCart(product, status === "signed-in");
      toast.success(`${product.name}: ${quantity} in your cart`);
    } catch (error) {
      const { notifyError } = await import("../lib/error-message");
      notifyError(error, error instanceof Error && !("code" in error) ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`${styles.add} ${className ?? ""}`}
      onClick={() => void add()}
      disabled={busy || status === "loading"}
      aria-label={`Add ${product.name} to cart`}
    >
      Add to cart
    </button>
  );
}
