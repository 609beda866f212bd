import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export type BookingState = "idle" | "done" | "failed";

/**
 * The spec's success texts: "Congrats! Your payment is completed." and the transaction id, then
 * whether the server has marked the order paid yet (PATCH /booking; the webhook does it otherwise).
 */
export function PaymentReceipt({ transactionId, booking }: { transactionId: string; booking: BookingState }) {
  return (
    <Box role="status" sx={{ mt: 3 }}>
      <Typography sx={{ color: "success.dark", fontWeight: 700, fontSize: "1.15rem" }}>
        Congrats! Your payment is completed.
      </Typography>
      <Typography sx={{ mt: 0.5 }}>
        Your transaction Id:{" "}
        <Box component="span" sx={{ fontFamily: "monospace", fontWeight: 600, overflowWrap: "anywhere" }}>
          {transactionId}
        </Box>
      </Typography>
      {booking !== "idle" && (
        <Typography sx={{ mt: 0.5, color: "text.secondary" }}>
          {booking === "done" ? "Your order is marked as paid." : "Your order will show as paid in a moment."}
        </Typography>
      )}
    </Box>
  );
}
