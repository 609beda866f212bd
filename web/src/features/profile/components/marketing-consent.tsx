import type { Me } from "@hometools/contract";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Skeleton from "@mui/material/Skeleton";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { LoadError } from "../../../components/feedback/query-states";
import { useApiQuery } from "../../../lib/api/use-api-query";
import { useWrite } from "../../../lib/api/use-write";
import { consentLabel, setMarketingConsent } from "../../../lib/marketing-consent";

const where: Record<NonNullable<Me["marketingConsentSource"]>, string> = {
  signup: "when you signed up",
  checkout: "at checkout",
  profile: "on this page",
  unsubscribe: "by an unsubscribe link",
};

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** What the switch's state rests on, in a sentence: when and where it was last given or withdrawn. */
export function consentRecord(me: Me): string {
  if (me.marketingConsentAt === null || me.marketingConsentSource === null)
    return "Off: you have never asked for these mails.";
  const at = `${when.format(new Date(me.marketingConsentAt))}, ${where[me.marketingConsentSource]}`;
  return me.marketingConsent ? `On since ${at}.` : `Off since ${at}.`;
}

/**
 * "Emails from us" on the profile (GET /me, PUT /me/marketing): one switch for back-in-stock mails and
 * saved-cart reminders, off until the shopper turns it on, and when and where it was last changed.
 */
export function MarketingConsent() {
  const { state, retry, update } = useApiQuery<Me>("/me");
  const { run, busy } = useWrite();

  const change = async (consent: boolean) => {
    const done = await run(() => setMarketingConsent(consent, "profile"), {
      success: consent ? "We will email you about restocks and your saved cart" : "No more such emails",
    });
    if (done.ok) update(() => done.value);
  };

  return (
    <Box component="section" aria-labelledby="emails-from-us" sx={{ mt: 4 }}>
      <Typography id="emails-from-us" variant="h6" component="h2" sx={{ mb: 1 }}>
        Emails from us
      </Typography>
      {state.status === "error" && <LoadError what="your email choice" error={state.error} onRetry={retry} />}
      {state.data ? (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={state.data.marketingConsent}
                disabled={busy}
                onChange={(event) => void change(event.target.checked)}
              />
            }
            label={consentLabel}
          />
          <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
            {consentRecord(state.data)} Every such mail has a one-click unsubscribe link.
          </Typography>
        </>
      ) : (
        state.status === "loading" && (
          <Skeleton variant="rounded" height={56} role="status" aria-label="Loading your email choice" />
        )
      )}
    </Box>
  );
}
