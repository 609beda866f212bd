import { unsubscribe } from "./api/tokens";
import { TokenAction } from "./token-action";

/**
 * /unsubscribe?token=, the List-Unsubscribe link of every marketing mail: one button, no sign-in. A
 * mail program's one-click POST to the same address needs no page (RFC 8058).
 */
export function UnsubscribePage() {
  return (
    <TokenAction
      title="Unsubscribe"
      lead="Stop every back-in-stock mail and saved-cart reminder to this address. Order mails still come."
      action="Unsubscribe"
      done="You are unsubscribed: we send this address no more such mails, and its back-in-stock alerts have ended."
      send={unsubscribe}
    />
  );
}
