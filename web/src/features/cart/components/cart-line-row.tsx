import type { CartLine } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { orderTotal } from "@hometools/contract/pricing";
import { linePicture } from "../../../components/catalogue/tool-picture";
import { LineVariant } from "../../../components/orders/line-variant";
import { formatMoney } from "../../../lib/format";
import { lineName } from "../../../lib/line-name";
import { lineSteps } from "./line-steps";

interface Props {
  line: CartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One cart line: picture, name, price, a stepper bounded by the minimum order and the stock, the
 * line's problem in words (red) when the product changed since it was added, and Remove.
 */
export function CartLineRow({ line, busy, onQuantity, onRemove }: Props) {
  const { sold, less, more, canLess, canMore } = lineSteps(line);
  // Two sizes of a tool are two lines: each control names its own ("One more Adjustable Wrench (Size: 8 in)").
  const name = lineName(line);
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        display: "grid",
        gridTemplateColumns: "72px minmax(0, 1fr)",
        gap: 2,
        p: 2,
        border: "1px solid",
        borderColor: line.problem ? "error.main" : "#E5E0D8",
        borderRadius: 3,
        bgcolor: "background.paper",
      }}
    >
      {/* Beside the tool's name: the picture adds no words (alt=""). */}
      <Box
        component="img"
        {...linePicture(line.img)}
        alt=""
        width={72}
        height={54}
        sx={{ width: 72, height: 54, objectFit: "cover", borderRadius: 1.5 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
          {line.productName}
        </Typography>
        <LineVariant line={line} />
        {sold && (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {formatMoney(line.unitPrice)} each · {line.available} in stock · minimum {line.minimumOrder}
          </Typography>
        )}
        {line.problem && (
          <Typography variant="body2" role="alert" sx={{ color: "error.main", fontWeight: 700 }}>
            {line.problem}
          </Typography>
        )}
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mt: 1 }}>
          {sold && (
            <Box role="group" aria-label={`Quantity of ${name}`} sx={{ display: "inline-flex", alignItems: "center" }}>
              <IconButton
                aria-label={`One less ${name}`}
                disabled={busy || !canLess}
                onClick={() => onQuantity(less)}
                size="large"
              >
                <span aria-hidden="true">−</span>
              </IconButton>
              <Typography
                component="output"
                aria-live="polite"
                sx={{ minWidth: 40, textAlign: "center", fontWeight: 700 }}
              >
                {line.quantity}
              </Typography>
              <IconButton
                aria-label={`One more ${name}`}
                disabled={busy || !canMore}
                onClick={() => onQuantity(more)}
                size="large"
              >
                <span aria-hidden="true">+</span>
              </IconButton>
            </Box>
          )}
          <Button color="secondary" onClick={onRemove} disabled={busy} aria-label={`Remove ${name}`}>
            Remove
          </Button>
          {sold && (
            <Typography sx={{ ml: "auto", fontWeight: 800 }}>
              {formatMoney(orderTotal(line.unitPrice, line.quantity))}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
