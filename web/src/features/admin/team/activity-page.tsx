import { activityActions, type ActivityEntry } from "@hometools/contract";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { DataTable } from "../../../components/tables/data-table";
import { QueryView } from "../../../components/feedback/query-view";
import { ShowMore } from "../../../components/buttons/show-more";
import { paths } from "../../../config/paths";
import { formatMoney } from "../../../lib/format";
import { useActivity, useTeam, type ActivityFilter } from "./api/team";

/** Where a row leads: a product to its page, an order (and a return, by its order) to the order. */
function targetLink(entry: ActivityEntry): string | null {
  if (entry.target.kind === "product" && entry.action !== "product.delete") return paths.product(entry.target.id);
  if (entry.target.kind === "order") return paths.dashboard.order(entry.target.id);
  if (entry.target.kind === "return") return paths.dashboard.returns;
  return null;
}

const changesText = (entry: ActivityEntry) =>
  Object.entries(entry.changes ?? {})
    .map(([field, [before, after]]) => `${field}: ${String(before ?? "-")} → ${String(after ?? "-")}`)
    .join("; ");

/**
 * The activity log (owner, docs/decisions/034-owner-and-staff.md): every admin change, newest
 * first, filtered by person, action and days; each row links to its product or order.
 */
export function ActivityPage() {
  const [filter, setFilter] = useState<ActivityFilter>({ actor: "", action: "", from: "", to: "" });
  const { state, retry, more } = useActivity(filter);
  const team = useTeam();
  const members = team.state.status === "success" ? team.state.data : [];
  const set = (field: keyof ActivityFilter) => (event: { target: { value: string } }) =>
    setFilter((now) => ({ ...now, [field]: event.target.value }));

  return (
    <DashboardPanel title="Activity" subtitle="Every change the team made, newest first.">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: "wrap" }}>
        <TextField
          select
          size="small"
          label="Person"
          value={filter.actor}
          onChange={set("actor")}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Anyone</MenuItem>
          {members.map((member) => (
            <MenuItem key={member.uid} value={member.uid}>
              {member.displayName || member.email}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Action"
          value={filter.action}
          onChange={set("action")}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Any action</MenuItem>
          {activityActions.map((action) => (
            <MenuItem key={action} value={action}>
              {action}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label="From"
          value={filter.from}
          onChange={set("from")}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          value={filter.to}
          onChange={set("to")}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <QueryView
        state={state}
        onRetry={retry}
        loadingLabel="Loading the activity"
        what="the activity"
        emptyTitle="Nothing yet"
      >
        {(entries) => (
          <DataTable label="Activity" columns={["When", "Who", "Action", "What", "Details"]} minWidth={760}>
            {entries.map((entry) => {
              const to = targetLink(entry);
              const who = members.find((member) => member.uid === entry.actor.uid);
              return (
                <TableRow key={entry._id}>
                  <TableCell>{new Date(entry.at).toLocaleString()}</TableCell>
                  <TableCell>
                    {who?.displayName || entry.actor.email}
                    <br />
                    <span style={{ color: "#4B5563", fontSize: "0.85em" }}>{entry.actor.role}</span>
                  </TableCell>
                  <TableCell>{entry.action}</TableCell>
                  <TableCell sx={{ overflowWrap: "anywhere" }}>
                    {to ? (
                      <Link component={RouterLink} to={to}>
                        {entry.target.label}
                      </Link>
                    ) : (
                      entry.target.label
                    )}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: "anywhere" }}>
                    {[entry.amount !== undefined ? formatMoney(entry.amount) : "", changesText(entry)]
                      .filter(Boolean)
                      .join("; ")}
                  </TableCell>
                </TableRow>
              );
            })}
          </DataTable>
        )}
      </QueryView>
      {state.status === "success" && <ShowMore more={more} />}
    </DashboardPanel>
  );
}
