import { useState } from "react";
import toast from "react-hot-toast";
import type { ProductToAdd } from "../../lib/cart/cart";
import { notifyError } from "../../lib/api/error-message";
import { lineName } from "../../lib/line-name";
import { useSession } from "../../lib/session/session";
import styles from "./add-to-cart-button.module.css";

/**
 * Add to cart, beside Buy Now on product cards and Purchase on the purchase page. A plain button:
 * the cart's code (lib/cart/cart.ts) loads only when it is pressed. The toasts come with the cards'
 * error states (components/feedback/query-states.tsx) anyway. For a tool with options, `product`
 * carries the variant chosen (its id, label, SKU and stock); `disabled` when that one has no pieces.
 */
export function AddToCartButton({
  product,
  className,
  disabled = false,
}: {
  product: ProductToAdd;
  className?: string;
  disabled?: boolean;
}) {
  const { status } = useSession();
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    try {
      const { addToCart } = await import("../../lib/cart/cart");
      const quantity = await addToCart(product, status === "signed-in");
      toast.success(
        `${lineName({ productName: product.name, variantLabel: product.variantLabel })}: ${quantity} in your cart`,
      );
    } catch (error) {
      notifyError(error, error instanceof Error && !("code" in error) ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`${styles.add} ${disabled ? styles.unavailable : ""} ${className ?? ""}`}
      onClick={() => void add()}
      disabled={disabled || busy || status === "loading"}
      // The name starts with the words shown, so "click Add to cart" works by voice (WCAG 2.5.3).
      aria-label={`Add to cart: ${product.name}`}
    >
      Add to cart
    </button>
  );
}
