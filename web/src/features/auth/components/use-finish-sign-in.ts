import { useNavigate } from "react-router-dom";
import { useWrite } from "../../../lib/api/use-write";
import { recordLogin } from "../api/record-login";

/**
 * After signing in: record the login and join the visitor's cart (kept in this browser) to the
 * account's (a failure of either only shows a toast), then go on to `to`.
 */
export function useFinishSignIn(to: string) {
  const navigate = useNavigate();
  const { run } = useWrite();
  return async (email: string) => {
    await run(() => recordLogin(email));
    // Lines the merge capped at the stock or left out are named in a toast, never changed silently.
    await run(
      async () => {
        const cart = await import("../../../lib/cart/cart");
        return cart.mergeNotice(await cart.mergeVisitorCart());
      },
      { success: (notice) => notice },
    );
    navigate(to, { replace: true });
  };
}
