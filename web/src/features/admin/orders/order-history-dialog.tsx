import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import type { Order } from "@hometools/contract";
import { orderStatusLabels } from "@hometools/contract/order-lifecycle";
import { lineName } from "../after-sale/line-name";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Every move of one order, oldest first: when, to which status, who made it and why. */
export function OrderHistoryDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onClose={onClose} aria-labelledby="history-title" fullWidth maxWidth="sm">
      <DialogTitle id="history-title">Order history</DialogTitle>
      <DialogContent>
        {order && (
          <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
            {order.lines.length === 1 ? lineName(order.lines[0]!) : order.productName} × {order.quantity} for{" "}
            {order.email}
          </Typography>
        )}
        {order && order.history.length === 0 && <Typography>Placed; nothing has happened to it since.</Typography>}
        <List dense>
          {order?.history.map((entry, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText
                primary={`${orderStatusLabels[entry.status]}: ${entry.reason}`}
                secondary={`${when.format(new Date(entry.at))} · ${entry.by}`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
