import { useEffect } from "react";
import toast, { Toaster, useToasterStore } from "react-hot-toast";

/** Spec section 9: at most 20 toasts on screen. */
const TOAST_LIMIT = 20;

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
      toastOptions={{
        blank: { duration: 4000 },
        error: { duration: 4000 },
        success: { duration: 2000 },
        style: { fontWeight: 600 },
      }}
    />
  );
}
