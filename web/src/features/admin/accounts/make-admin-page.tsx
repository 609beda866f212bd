import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import { useEffect, useState } from "react";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { DataTable } from "../../../components/tables/data-table";
import { QueryView } from "../../../components/feedback/query-view";
import { ShowMore } from "../../../components/buttons/show-more";
import { useWrite } from "../../../lib/api/use-write";
import { makeAdmin, useUsers } from "./api/users";

/**
 * Make admin: a search by the start of the email; no, email and a Make Admin button per verified
 * user who is not an admin yet.
 */
export function MakeAdminPage() {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  // One request once typing pauses, not one per key.
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const { state, retry, update, more } = useUsers(search);
  const { run, isBusy } = useWrite();

  const promote = (email: string) =>
    run(
      async () => {
        await makeAdmin(email);
        update((users) => users.map((user) => (user.email === email ? { ...user, admin: true } : user)));
      },
      { key: email, success: `${email} is now an admin` },
    );

  return (
    <DashboardPanel title="Make admin" subtitle="Admins can manage products, orders and other admins.">
      <TextField
        label="Search by email"
        placeholder="Start of an email, e.g. bea@"
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100, autoComplete: "off" } }}
        fullWidth
        sx={{ mb: 3 }}
      />
      <QueryView
        state={state}
        onRetry={retry}
        loadingLabel="Loading users"
        what="the users"
        emptyTitle={search ? `No users with an email starting "${search}"` : "No users yet"}
      >
        {(users) => (
          <DataTable label="Users" columns={["No", "Email", "Role"]}>
            {users.map((user, index) => (
              <TableRow key={user._id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell sx={{ overflowWrap: "anywhere" }}>{user.email}</TableCell>
                <TableCell>
                  {user.admin ? (
                    <Chip label="Admin" size="small" color="secondary" sx={{ fontWeight: 700 }} />
                  ) : !user.emailVerified ? (
                    // Only a verified owner can be promoted (the API answers 409 otherwise).
                    <Chip label="Email not verified" size="small" variant="outlined" />
                  ) : (
                    <Button
                      variant="contained"
                      size="small"
                      disabled={isBusy(user.email)}
                      onClick={() => promote(user.email)}
                    >
                      Make Admin
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryView>
      {state.status === "success" && <ShowMore more={more} />}
    </DashboardPanel>
  );
}
