import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import { DialogButtons } from "../../../components/forms/dialog-buttons";
import { useWrite } from "../../../lib/api/use-write";
import { eraseCustomer } from "./api/erase-customer";

/**
 * The owner's "Erase a customer": for a customer who asks by mail or phone. Their guest orders and
 * account, if any, are erased as DELETE /me would (docs/privacy.md); a dialog confirms first.
 */
export function EraseCustomerForm() {
  const [email, setEmail] = useState("");
  const [asking, setAsking] = useState(false);
  const { run, busy } = useWrite();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) setAsking(true);
  };
  const erase = async () => {
    const result = await run(() => eraseCustomer(email), {
      success: ({ orders, account }) =>
        `Erased: ${orders} order${orders === 1 ? "" : "s"}${account ? " and the account" : ", no account"}`,
    });
    setAsking(false);
    if (result.ok) setEmail("");
  };

  return (
    <Box component="section" aria-labelledby="erase-customer" sx={{ mt: 4 }}>
      <Typography id="erase-customer" variant="h6" component="h2" sx={{ mb: 1 }}>
        Erase a customer
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <TextField
          label="Customer's email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          size="small"
        />
        <Button type="submit" variant="outlined" color="error" disabled={busy || !email.trim()}>
          Erase
        </Button>
      </Box>
      <Dialog open={asking} onClose={busy ? undefined : () => setAsking(false)} aria-labelledby="erase-customer-title">
        <DialogTitle id="erase-customer-title">Erase {email.trim()}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Their account, if any, is deleted, unpaid orders cancelled, and kept orders lose the name, contact and
            address. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogButtons
          confirmLabel="Erase customer"
          onConfirm={() => void erase()}
          onCancel={() => setAsking(false)}
          busy={busy}
          color="error"
          focusCancel
        />
      </Dialog>
    </Box>
  );
}
