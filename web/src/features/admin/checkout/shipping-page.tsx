import type { ShippingRate } from "@hometools/contract";
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

/** Shipping (admin): every rate, switched on and off here, and a form to add one. */
export function ShippingPage() {
  const { state, retry, update } = useApiQuery<ShippingRate[]>("/shipping-rates?all=true");
  const write = useWrite<string>();
  const [form, setForm] = useState({ label: "", amount: "", freeOver: "", countries: "" });

  const toggle = async (rate: ShippingRate) => {
    const done = await write.run(
      () => api.patch<ShippingRate>(`/shipping-rates/${encodeURIComponent(rate._id)}`, { active: !rate.active }),
      { key: rate._id },
    );
    if (done.ok) update((rates) => rates.map((item) => (item._id === rate._id ? done.value : item)));
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      label: form.label,
      amount: form.amount,
      freeOver: form.freeOver === "" ? null : form.freeOver,
      countries: form.countries.split(/[\s,]+/).filter(Boolean),
    };
    const done = await write.run(() => api.post<ShippingRate>("/shipping-rates", body), {
      key: "new",
      success: `${form.label} added`,
    });
    if (done.ok) {
      update((rates) => [...rates, done.value]);
      setForm({ label: "", amount: "", freeOver: "", countries: "" });
    }
  };

  return (
    <DashboardPanel title="Shipping" subtitle="The rates a checkout offers, by country.">
      {state.status === "error" && <LoadError what="the shipping rates" error={state.error} onRetry={retry} />}
      <Box component="ul" aria-label="Shipping rates" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
        {(state.status === "success" ? state.data : []).map((rate) => (
          <Box component="li" key={rate._id} sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
            <Typography sx={{ flex: "1 1 240px" }}>
              <strong>{rate.label}</strong>: {formatMoney(rate.amount)}
              {rate.freeOver !== null ? `, free over ${formatMoney(rate.freeOver)}` : ""}; {rate.countries.join(", ")}
              {rate.active ? "" : " (inactive)"}
            </Typography>
            <Button variant="outlined" disabled={write.isBusy(rate._id)} onClick={() => void toggle(rate)}>
              {rate.active ? `Deactivate ${rate.label}` : `Activate ${rate.label}`}
            </Button>
          </Box>
        ))}
      </Box>
      <Box
        component="form"
        aria-label="Add a shipping rate"
        onSubmit={(event) => void add(event)}
        sx={{ display: "grid", gap: 2, mt: 3, maxWidth: 520 }}
      >
        <Typography variant="h6" component="h2">
          Add a rate
        </Typography>
        <TextField label="Label" value={form.label} onChange={(e) => setForm({ ...form, label: e.target.value })} />
        <TextField
          label="Amount ($)"
          inputMode="decimal"
          value={form.amount}
          onChange={(e) => setForm({ ...form, amount: e.target.value })}
        />
        <TextField
          label="Free over ($, optional)"
          inputMode="decimal"
          value={form.freeOver}
          onChange={(e) => setForm({ ...form, freeOver: e.target.value })}
        />
        <TextField
          label="Countries"
          helperText='ISO codes such as "US CA", or * for every country no other rate names'
          value={form.countries}
          onChange={(e) => setForm({ ...form, countries: e.target.value })}
        />
        <Button type="submit" variant="contained" disabled={write.isBusy("new")}>
          Add rate
        </Button>
      </Box>
    </DashboardPanel>
  );
}
