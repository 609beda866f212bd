import type { DiscountCode } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { LoadError } from "../../../components/feedback/query-states";
import { api } from "../../../lib/api/api-client";
import { formatMoney } from "../../../lib/format";
import { useApiQuery } from "../../../lib/api/use-api-query";
import { useWrite } from "../../../lib/api/use-write";

const worth = (code: DiscountCode) =>
  code.kind === "percent" ? `${code.value}% off` : `${formatMoney(code.value)} off`;

/** Discounts (admin): every code with its redemptions, switched on and off here, and a form to add one. */
export function DiscountsPage() {
  const { state, retry, update } = useApiQuery<DiscountCode[]>("/discount-codes");
  const write = useWrite<string>();
  const [form, setForm] = useState({ code: "", kind: "percent", value: "", maxRedemptions: "" });

  const toggle = async (code: DiscountCode) => {
    const done = await write.run(
      () => api.patch<DiscountCode>(`/discount-codes/${encodeURIComponent(code.code)}`, { active: !code.active }),
      { key: code.code },
    );
    if (done.ok) update((codes) => codes.map((item) => (item.code === code.code ? done.value : item)));
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      code: form.code,
      kind: form.kind,
      value: form.value,
      ...(form.maxRedemptions && { maxRedemptions: form.maxRedemptions }),
    };
    const done = await write.run(() => api.post<DiscountCode>("/discount-codes", body), {
      key: "new",
      success: `${form.code.toUpperCase()} added`,
    });
    if (done.ok) {
      update((codes) => [done.value, ...codes]);
      setForm({ code: "", kind: "percent", value: "", maxRedemptions: "" });
    }
  };

  return (
    <DashboardPanel title="Discounts" subtitle="Codes shoppers can enter at checkout.">
      {state.status === "error" && <LoadError what="the discount codes" error={state.error} onRetry={retry} />}
      <Box component="ul" aria-label="Discount codes" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
        {(state.status === "success" ? state.data : []).map((code) => (
          <Box component="li" key={code.code} sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
            <Typography sx={{ flex: "1 1 240px" }}>
              <strong>{code.code}</strong>: {worth(code)}, used {code.redemptions}
              {code.maxRedemptions !== null ? ` of ${code.maxRedemptions}` : ""} times
              {code.active ? "" : " (inactive)"}
            </Typography>
            <Button variant="outlined" disabled={write.isBusy(code.code)} onClick={() => void toggle(code)}>
              {code.active ? `Deactivate ${code.code}` : `Activate ${code.code}`}
            </Button>
          </Box>
        ))}
      </Box>
      <Box
        component="form"
        aria-label="Add a discount code"
        onSubmit={(event) => void add(event)}
        sx={{ display: "grid", gap: 2, mt: 3, maxWidth: 520 }}
      >
        <Typography variant="h6" component="h2">
          Add a code
        </Typography>
        <TextField label="Code" value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} />
        <TextField
          select
          label="Kind"
          slotProps={{ select: { native: true } }}
          value={form.kind}
          onChange={(e) => setForm({ ...form, kind: e.target.value })}
        >
          <option value="percent">Percent of the order</option>
          <option value="amount">Amount in dollars</option>
        </TextField>
        <TextField
          label="Value"
          inputMode="decimal"
          value={form.value}
          onChange={(e) => setForm({ ...form, value: e.target.value })}
        />
        <TextField
          label="Most uses (optional)"
          inputMode="numeric"
          value={form.maxRedemptions}
          onChange={(e) => setForm({ ...form, maxRedemptions: e.target.value })}
        />
        <Button type="submit" variant="contained" disabled={write.isBusy("new")}>
          Add code
        </Button>
      </Box>
    </DashboardPanel>
  );
}
