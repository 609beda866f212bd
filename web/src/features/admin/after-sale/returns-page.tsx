import type { OrderReturn, ReturnStatus } from "@hometools/contract";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { DataTable } from "../../../components/tables/data-table";
import { QueryView } from "../../../components/feedback/query-view";
import { ShowMore } from "../../../components/buttons/show-more";
import { useWrite } from "../../../lib/api/use-write";
import { moveReturn, useReturns, type ReturnAction } from "./api/returns";
import { DialogButtons } from "../../../components/forms/dialog-buttons";
import { lineName } from "./line-name";

const statuses: Array<{ value: ReturnStatus | ""; label: string }> = [
  { value: "requested", label: "Requested" },
  { value: "approved", label: "Approved" },
  { value: "received", label: "Received" },
  { value: "refunded", label: "Refunded" },
  { value: "rejected", label: "Rejected" },
  { value: "", label: "All" },
];

const said: Record<ReturnAction, string> = {
  approve: "Return approved",
  reject: "Return rejected",
  receive: "Return received",
  refund: "Return refunded",
};

/** The moves a return's status allows (the server refuses the others with 409). */
const actionsOf: Record<ReturnStatus, ReturnAction[]> = {
  requested: ["approve", "reject"],
  approved: ["receive", "reject"],
  received: ["refund"],
  refunded: [],
  rejected: [],
  withdrawn: [],
};
const labels: Record<ReturnAction, string> = {
  approve: "Approve",
  reject: "Reject",
  receive: "Receive",
  refund: "Refund",
};

/**
 * Returns (admin): the shoppers' returns by status, and the move each allows: Approve, Reject (with
 * a reason the shopper is mailed), Receive (Restock or not), Refund (a partial refund of the pieces).
 */
export function ReturnsPage() {
  const [status, setStatus] = useState<ReturnStatus | "">("requested");
  const { state, retry, update, more } = useReturns(status);
  const { run, isBusy } = useWrite<{ id: string }>();
  const [rejecting, setRejecting] = useState<OrderReturn | null>(null);
  const [receiving, setReceiving] = useState<OrderReturn | null>(null);
  const [reason, setReason] = useState("");
  const [restock, setRestock] = useState(true);

  const act = async (ret: OrderReturn, action: ReturnAction, body?: object) => {
    const done = await run(() => moveReturn(ret._id, action, body), { key: { id: ret._id }, success: said[action] });
    if (done.ok) update((list) => list.map((item) => (item._id === ret._id ? done.value : item)));
    else retry();
    setRejecting(null);
    setReceiving(null);
  };
  const start = (ret: OrderReturn, action: ReturnAction) => {
    if (action === "reject") {
      setReason("");
      setRejecting(ret);
    } else if (action === "receive") {
      setRestock(true);
      setReceiving(ret);
    } else void act(ret, action);
  };

  return (
    <DashboardPanel title="Returns" subtitle="Pieces shoppers asked to send back, newest first.">
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as ReturnStatus | "")}
        sx={{ mb: 2, minWidth: 180 }}
      >
        {statuses.map((option) => (
          <MenuItem key={option.label} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <QueryView
        state={state}
        onRetry={retry}
        loadingLabel="Loading returns"
        what="the returns"
        emptyTitle="No returns"
      >
        {(returns) => (
          <DataTable label="Returns" columns={["Order", "Pieces", "Reason", "Status", "Action"]} minWidth={720}>
            {returns.map((ret) => (
              <TableRow key={ret._id}>
                <TableCell>
                  <span style={{ fontFamily: "monospace" }}>{ret.orderNumber}</span>
                  <br />
                  <span style={{ color: "#4B5563", fontSize: "0.85em", overflowWrap: "anywhere" }}>{ret.email}</span>
                </TableCell>
                <TableCell>
                  {ret.lines
                    .map((line) => `${line.quantity} x ${lineName(line)}${line.sku ? ` (SKU ${line.sku})` : ""}`)
                    .join(", ")}
                </TableCell>
                <TableCell sx={{ overflowWrap: "anywhere" }}>{ret.reason}</TableCell>
                <TableCell>{ret.status}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
                    {actionsOf[ret.status].map((action) => (
                      <Button
                        key={action}
                        size="small"
                        variant={action === "reject" ? "outlined" : "contained"}
                        color={action === "reject" ? "error" : "primary"}
                        disabled={isBusy({ id: ret._id })}
                        onClick={() => start(ret, action)}
                      >
                        {labels[action]}
                      </Button>
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryView>
      {state.status === "success" && <ShowMore more={more} />}
      <Dialog open={rejecting !== null} onClose={() => setRejecting(null)} aria-labelledby="reject-title" fullWidth>
        <DialogTitle id="reject-title">Reject this return?</DialogTitle>
        <DialogContent>
          <TextField
            label="Reason for the shopper"
            required
            fullWidth
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogButtons
          confirmLabel="Reject"
          color="error"
          disabled={!reason.trim() || (rejecting !== null && isBusy({ id: rejecting._id }))}
          onConfirm={() => rejecting && void act(rejecting, "reject", { reason: reason.trim() })}
          onCancel={() => setRejecting(null)}
        />
      </Dialog>
      <Dialog open={receiving !== null} onClose={() => setReceiving(null)} aria-labelledby="receive-title" fullWidth>
        <DialogTitle id="receive-title">Pieces received?</DialogTitle>
        <DialogContent>
          <FormControlLabel
            control={<Checkbox checked={restock} onChange={(event) => setRestock(event.target.checked)} />}
            label="Restock: put the pieces back on sale"
          />
        </DialogContent>
        <DialogButtons
          confirmLabel="Received"
          disabled={receiving !== null && isBusy({ id: receiving._id })}
          onConfirm={() => receiving && void act(receiving, "receive", { restock })}
          onCancel={() => setReceiving(null)}
        />
      </Dialog>
    </DashboardPanel>
  );
}
