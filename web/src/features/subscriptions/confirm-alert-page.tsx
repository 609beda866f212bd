import { Link, useSearchParams } from "react-router-dom";
import { plainForm } from "../../components/forms/plain-field";
import { paths } from "../../config/paths";
import { confirmAlert } from "./api/tokens";
import { TokenAction } from "./token-action";
import styles from "./token-action.module.css";

const title = "Confirm your back-in-stock alert";
const confirmed = "Your alert is on: we will email you once when the tool is back in stock, then the alert ends.";

/**
 * /alerts/confirm, where the confirm mail leads. Its link asks the API, which confirms at once and
 * sends the browser here with `?status=confirmed` (and the tool's `product` and `variant`, to link
 * back to it) or `?status=bad-token`; a link to this page with its `?token=` confirms with one button
 * instead.
 */
export function ConfirmAlertPage() {
  const [search] = useSearchParams();
  const status = search.get("status");
  const product = search.get("product");
  const variant = search.get("variant");
  if (status === null)
    return (
      <TokenAction
        title={title}
        lead="Press the button to be emailed once when the tool you asked about is back in stock."
        action="Confirm my alert"
        done={confirmed}
        send={confirmAlert}
      />
    );
  return (
    <div className={`${plainForm.page} ${styles.page}`}>
      <title>{`${title} · Home Tools`}</title>
      <h1 className={plainForm.pageTitle}>{title}</h1>
      {status === "confirmed" ? (
        <>
          <p role="status" className={styles.done}>
            {confirmed}
          </p>
          {product && (
            <p className={styles.lead}>
              <Link
                to={`${paths.tool(product)}${variant && variant !== "default" ? `?variant=${encodeURIComponent(variant)}` : ""}`}
              >
                Back to the tool
              </Link>
            </p>
          )}
        </>
      ) : (
        <p role="alert" className={plainForm.alert}>
          This link has expired or is not valid: no alert was confirmed. Ask again on the tool&apos;s page.
        </p>
      )}
    </div>
  );
}
