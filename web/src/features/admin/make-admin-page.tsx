import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { useState } from "react";
import toast from "react-hot-toast";
import { DashboardPanel } from "../../components/dashboard-panel";
import { DataTable } from "../../components/data-table";
import { QueryView } from "../../components/query-view";
import { notifyError } from "../../lib/api-client";
import { makeAdmin, useUsers } from "./api/users";

/** Make admin: no, email and a Make Admin button per verified user who is not an admin yet. */
export function MakeAdminPage() {
  const { state, retry, update } = useUsers();
  const [promoting, setPromoting] = useState<string | null>(null);

  const promote = async (email: string) => {
    setPromoting(email);
    try {
      await makeAdmin(email);
      update((users) => users.map((user) => (user.email === email ? { ...user, admin: true } : user)));
      toast.success(`${email} is now an admin`);
    } catch (error) {
      notifyError(error);
    } finally {
      setPromoting(null);
    }
  };

  return (
    <DashboardPanel title="Make admin" subtitle="Admins can manage products, orders and other admins.">
      <QueryView state={state} onRetry={retry} loadingLabel="Loading users" what="the users" emptyTitle="No users yet">
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
                      disabled={promoting === user.email}
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
    </DashboardPanel>
  );
}
