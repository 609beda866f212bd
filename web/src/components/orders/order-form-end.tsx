import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { errorMessage } from "../../lib/api/error-message";
import { formatMoney } from "../../lib/format";

interface Props {
  /** The total in dollars, as the server will price it. */
  total: number;
  /** The last submit's failure, shown once under the total. */
  failure?: unknown;
  submitting: boolean;
  disabled?: boolean;
  /** The submit button's words ("Purchase", "Place order"). */
  children: string;
}

/** The end of an order form (Purchase and the cart's checkout): the total, the failure and the submit button. */
export function OrderFormEnd({ total, failure, submitting, disabled = false, children }: Props) {
  return (
    <>
      <Box
        sx={{
          display: "flex",
          alignItems: "baseline",
          justifyContent: "space-between",
          bgcolor: "#F6F3EE",
          borderRadius: 2,
          px: 2,
          py: 1.5,
        }}
      >
        <Typography sx={{ fontWeight: 600 }}>Total</Typography>
        <Typography aria-live="polite" sx={{ fontWeight: 800, fontSize: "1.4rem" }}>
          {formatMoney(total)}
        </Typography>
      </Box>
      {failure !== undefined && <Alert severity="error">{errorMessage(failure)}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={disabled || submitting} sx={{ py: 1.4 }}>
        {submitting && <CircularProgress size={18} color="inherit" aria-hidden="true" sx={{ mr: 1 }} />}
        {children}
      </Button>
    </>
  );
}
