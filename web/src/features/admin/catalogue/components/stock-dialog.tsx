import { zodResolver } from "@hookform/resolvers/zod";
import { numberLike, stockMoveInput, type Product, type ProductDetail } from "@hometools/contract";
import { chooseMessage } from "@hometools/contract/variant-rules";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "../../../../lib/api/api-client";
import { fieldBinder } from "../../../../lib/form-fields";
import { useWrite } from "../../../../lib/api/use-write";
import { useStockMoves } from "../api/get-stock-moves";
import { moveStock } from "../api/move-stock";
import { StockMovesList } from "./stock-moves-list";
import { DetailPending, useProductDetail } from "./use-product-detail";

/**
 * The API takes `delta` as a number; the input gives text, read as a number first. A tool with
 * options needs its variant chosen ("Choose Size", the server's words for it too).
 */
const stockFormOf = (product: ProductDetail) =>
  z.object({
    delta: numberLike("Say how many pieces to add (positive) or remove (negative)").pipe(stockMoveInput.shape.delta),
    reason: stockMoveInput.shape.reason,
    variantId: product.options.length > 0 ? z.string().min(1, chooseMessage(product.options)) : z.string().optional(),
  });
const blank = { delta: "", reason: "", variantId: "" };

interface Props {
  product: Product | null;
  /** The variant chosen when the dialog opens. */
  variantId?: string;
  onClose: () => void;
  /** The product with its new stock. */
  onMoved: (product: Product) => void;
}

/** Stock on a Manage Product row: add or remove pieces (of a variant) with a reason, and the moves so far. */
export function StockDialog({ product, ...props }: Props) {
  return (
    <Dialog open={product !== null} onClose={props.onClose} aria-labelledby="stock-title" fullWidth maxWidth="md">
      {product && <StockLoader key={product._id} product={product} {...props} />}
    </Dialog>
  );
}

/** The form once the product's variants are read (a list row has none). */
function StockLoader({ product, onClose, ...props }: Props & { product: Product }) {
  const { loaded, retry } = useProductDetail(product);
  if (loaded.status === "ready") return <StockForm product={loaded.product} onClose={onClose} {...props} />;
  return (
    <>
      <DialogTitle id="stock-title">Stock of {product.name}</DialogTitle>
      <DialogContent>
        <DetailPending loaded={loaded} retry={retry} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}

function StockForm({ product, variantId: chosen, onClose, onMoved }: Props & { product: ProductDetail }) {
  const moves = useStockMoves(product._id);
  const withOptions = product.options.length > 0;
  const schema = useMemo(() => stockFormOf(product), [product]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { ...blank, variantId: product.variants.some((variant) => variant.id === chosen) ? chosen : "" },
  });
  const field = fieldBinder(register, errors);
  const { run, busy } = useWrite();
  // Said inside the dialog: a modal hides the rest of the page, toasts included, from screen readers.
  const [said, setSaid] = useState("");

  const onSubmit = handleSubmit(async ({ variantId, ...values }) => {
    setSaid("");
    const result = await run(() => moveStock(product._id, withOptions ? { ...values, variantId } : values));
    if (result.ok) {
      const moved = result.value;
      const variant = withOptions ? moved.variants?.find((each) => each.id === variantId) : undefined;
      setSaid(
        variant
          ? `Saved: the stock of ${product.name}, ${variant.label}, is now ${variant.available}.`
          : `Saved: the stock of ${product.name} is now ${moved.available}.`,
      );
      onMoved(moved);
      // The variant stays chosen for the next move.
      reset({ ...blank, variantId: variantId ?? "" });
      moves.retry();
      return;
    }
    const fields = result.error instanceof ApiError ? (result.error.fields ?? {}) : {};
    for (const name of ["delta", "reason", "variantId"] as const)
      if (fields[name]) setError(name, { message: fields[name] });
  });

  return (
    <>
      <DialogTitle id="stock-title">Stock of {product.name}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          In stock now: <strong>{product.available}</strong>
          {withOptions && ` over ${product.variants.length} variants`} (minimum order {product.minimumOrder})
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label="Move stock"
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr", sm: withOptions ? "1fr 140px 1fr auto" : "160px 1fr auto" },
            gap: 2,
            alignItems: "start",
          }}
        >
          {withOptions && (
            <TextField
              label="Variant"
              required
              select
              autoFocus
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              {...field("variantId", "Whose stock moves")}
            >
              <option value="" disabled>
                Choose a variant
              </option>
              {product.variants.map((variant) => (
                <option key={variant.id} value={variant.id}>
                  {`${variant.label} (${variant.available} in stock)`}
                </option>
              ))}
            </TextField>
          )}
          <TextField
            label="Pieces"
            required
            type="number"
            autoFocus={!withOptions}
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
        <StockMovesList moves={moves} product={product} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}
