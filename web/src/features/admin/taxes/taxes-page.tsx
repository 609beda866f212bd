import type { TaxRate } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { LoadError } from "../../../components/feedback/query-states";
import { DataTable } from "../../../components/tables/data-table";
import { TableSkeleton } from "../../../components/tables/table-skeleton";
import { formatRate } from "../../../lib/format";
import { useWrite } from "../../../lib/api/use-write";
import { editTaxRate, useTaxRates, useTaxSettings } from "./api/taxes";
import { TaxRateForm } from "./tax-rate-form";
import { TaxSettingsForm } from "./tax-settings-form";

/**
 * Taxes (owner; staff are not offered it, as Shipping and Discounts: docs/decisions/034): whether
 * prices include tax and the shop's address, and the rates per country and region, each added,
 * edited, retired (active off) or brought back here. docs/decisions/036 says how tax is computed.
 */
export function TaxesPage() {
  const settings = useTaxSettings();
  const rates = useTaxRates();
  const [editing, setEditing] = useState<TaxRate | null>(null);
  const write = useWrite<string>();

  const replace = (saved: TaxRate) =>
    rates.update((list) => list.map((rate) => (rate._id === saved._id ? saved : rate)));
  const toggle = async (rate: TaxRate) => {
    const done = await write.run(() => editTaxRate(rate._id, { active: !rate.active }), {
      key: rate._id,
      success: `${rate.label} ${rate.active ? "deactivated" : "activated"}`,
    });
    if (done.ok) replace(done.value);
  };

  return (
    <DashboardPanel title="Taxes" subtitle="Whether prices include tax, where the shop is, and the rates by place.">
      {settings.state.status === "error" && (
        <LoadError what="the tax settings" error={settings.state.error} onRetry={settings.retry} />
      )}
      {settings.state.data && (
        <TaxSettingsForm settings={settings.state.data} onSaved={(saved) => settings.update(() => saved)} />
      )}
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Rates
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 1.5 }}>
        An address pays the active rate of its country and region, else of its country, else none.
      </Typography>
      {rates.state.status === "error" && (
        <LoadError what="the tax rates" error={rates.state.error} onRetry={rates.retry} />
      )}
      {rates.state.data ? (
        <DataTable
          label="Tax rates"
          columns={["Label", "Country", "Region", "Rate", "Shipping taxed", "Active", "Actions"]}
          minWidth={720}
        >
          {rates.state.data.map((rate) => (
            <TableRow key={rate._id}>
              <TableCell>{rate.label}</TableCell>
              <TableCell>{rate.country}</TableCell>
              <TableCell>{rate.region ?? "All"}</TableCell>
              <TableCell>{formatRate(rate.rate)}%</TableCell>
              <TableCell>{rate.shipping ? "Yes" : "No"}</TableCell>
              <TableCell>{rate.active ? "Yes" : "No"}</TableCell>
              <TableCell>
                <Box sx={{ display: "flex", gap: 1 }}>
                  <Button size="small" variant="outlined" onClick={() => setEditing(rate)}>
                    Edit<Box component="span" sx={visuallyHidden}>{` ${rate.label}`}</Box>
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={write.isBusy(rate._id)}
                    onClick={() => void toggle(rate)}
                  >
                    {rate.active ? "Deactivate" : "Activate"}
                    <Box component="span" sx={visuallyHidden}>{` ${rate.label}`}</Box>
                  </Button>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      ) : (
        rates.state.status !== "error" && <TableSkeleton label="Loading the tax rates" />
      )}
      <Divider sx={{ my: 3 }} />
      <TaxRateForm
        key={editing?._id ?? "new"}
        editing={editing}
        onCancel={() => setEditing(null)}
        onSaved={(saved, added) => {
          if (added) rates.update((list) => [...list, saved]);
          else {
            replace(saved);
            setEditing(null);
          }
        }}
      />
    </DashboardPanel>
  );
}

/** Read by screen readers, not shown: which row's button this is. */
const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
