import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { plainForm } from "../../components/forms/plain-field";
import { ApiError } from "../../lib/api/api-client";
import { errorMessage } from "../../lib/api/error-message";
import { useWrite } from "../../lib/api/use-write";
import styles from "./token-action.module.css";

/**
 * A page a mail's link opens, with the link's `?token=`: what the button does, one button that does
 * it without signing in, then what happened. A visitor opens it cold from their inbox, so it is plain
 * elements with a CSS module, no MUI (docs/decisions/005). A forged or expired token says so.
 */
export function TokenAction({
  title,
  lead,
  action,
  done,
  send,
}: {
  title: string;
  lead: string;
  /** The button's words. */
  action: string;
  /** Said once it went through. */
  done: string;
  send: (token: string) => Promise<unknown>;
}) {
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const write = useWrite();
  const [finished, setFinished] = useState(false);

  const submit = async () => {
    const result = await write.run(() => send(token), { inline: true });
    if (result.ok) setFinished(true);
  };

  const failure =
    write.error === undefined
      ? null
      : write.error instanceof ApiError && write.error.code === "bad-token"
        ? "This link has expired or is not valid. Nothing was changed."
        : errorMessage(write.error);
  return (
    <div className={`${plainForm.page} ${styles.page}`}>
      <title>{`${title} · Home Tools`}</title>
      <h1 className={plainForm.pageTitle}>{title}</h1>
      {finished ? (
        <p role="status" className={styles.done}>
          {done}
        </p>
      ) : token === "" ? (
        <p role="alert" className={plainForm.alert}>
          This link is missing its token. Open the link from the mail again.
        </p>
      ) : (
        <>
          <p className={styles.lead}>{lead}</p>
          <button type="button" className={plainForm.contained} disabled={write.busy} onClick={() => void submit()}>
            {action}
          </button>
          {failure && (
            <p role="alert" className={`${plainForm.alert} ${styles.failure}`}>
              {failure}
            </p>
          )}
        </>
      )}
    </div>
  );
}
