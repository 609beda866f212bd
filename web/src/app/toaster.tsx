import { useEffect } from "react";
import toast, { Toaster, useToasterStore } from "react-hot-toast";

/** Spec section 9: at most 20 toasts on screen. */
const TOAST_LIMIT = 20;

/**
 * Toasts sit at the top centre (the spec's shared layout), just below the top bar (56 or 64 px and its
 * 3 px border, layout/shell.module.css), so "added to your cart" never covers the cart link it points to.
 */
const BELOW_THE_BAR = { top: 75 };

export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .filter((_, index) => index >= TOAST_LIMIT)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      containerStyle={BELOW_THE_BAR}
      toastOptions={{
        blank: { duration: 4000 },
        error: { duration: 4000 },
        success: { duration: 2000 },
        style: { fontWeight: 600 },
      }}
    />
  );
}
