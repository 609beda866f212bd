import { zodResolver } from "@hookform/resolvers/zod";
import { numberLike, stockMoveInput, type Product } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "../../../../lib/api/api-client";
import { fieldBinder } from "../../../../lib/form-fields";
import { useWrite } from "../../../../lib/api/use-write";
import { useStockMoves } from "../api/get-stock-moves";
import { moveStock } from "../api/move-stock";
import { StockMovesList } from "./stock-moves-list";

// The API takes `delta` as a number; the input gives text, read as a number first.
const stockForm = z.object({
  delta: numberLike("Say how many pieces to add (positive) or remove (negative)").pipe(stockMoveInput.shape.delta),
  reason: stockMoveInput.shape.reason,
});
const blank = { delta: "", reason: "" };

interface Props {
  product: Product | null;
  onClose: () => void;
  /** The product with its new stock. */
  onMoved: (product: Product) => void;
}

/** Stock on a Manage Product row: add or remove pieces with a reason, and the moves so far. */
export function StockDialog({ product, onClose, onMoved }: Props) {
  return (
    <Dialog open={product !== null} onClose={onClose} aria-labelledby="stock-title" fullWidth maxWidth="md">
      {product && <StockForm key={product._id} product={product} onClose={onClose} onMoved={onMoved} />}
    </Dialog>
  );
}

function StockForm({ product, onClose, onMoved }: Props & { product: Product }) {
  const moves = useStockMoves(product._id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(stockForm), defaultValues: blank });
  const field = fieldBinder(register, errors);
  const { run, busy } = useWrite();
  // Said inside the dialog: a modal hides the rest of the page, toasts included, from screen readers.
  const [said, setSaid] = useState("");

  const onSubmit = handleSubmit(async (values) => {
    setSaid("");
    const result = await run(() => moveStock(product._id, values));
    if (result.ok) {
      setSaid(`Saved: the stock of ${product.name} is now ${result.value.available}.`);
      onMoved(result.value);
      reset(blank);
      moves.retry();
      return;
    }
    const fields = result.error instanceof ApiError ? (result.error.fields ?? {}) : {};
    for (const name of ["delta", "reason"] as const) if (fields[name]) setError(name, { message: fields[name] });
  });

  return (
    <>
      <DialogTitle id="stock-title">Stock of {product.name}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          In stock now: <strong>{product.available}</strong> (minimum order {product.minimumOrder})
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label="Move stock"
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr", sm: "160px 1fr auto" },
            gap: 2,
            alignItems: "start",
          }}
        >
          <TextField
            label="Pieces"
            required
            type="number"
            autoFocus
            slotProps={{ htmlInput: { step: 1, inputMode: "numeric" } }}
            {...field("delta", "e.g. 200 or -2")}
          />
          <TextField label="Reason" required {...field("reason", "e.g. delivery from supplier")} />
          <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
            Save stock move
          </Button>
        </Box>
        <Typography role="status" sx={{ mt: 1, color: "success.main", minHeight: "1.5em" }}>
          {said}
        </Typography>
        <Typography component="h3" variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
          Past moves
        </Typography>
        <StockMovesList moves={moves} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}
