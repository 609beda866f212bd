import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useState } from "react";
import toast from "react-hot-toast";
import { DashboardPanel } from "../../components/dashboard-panel";
import { EmptyState, LoadError } from "../../components/query-states";
import { TableSkeleton } from "../../components/table-skeleton";
import { compactTableSx } from "../../components/table-styles";
import { notifyError } from "../../lib/api-client";
import { makeAdmin, useUsers } from "./api/users";

/** Make admin: no, email and a Make Admin button per user who is not an admin yet. */
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
      {state.status === "loading" && <TableSkeleton label="Loading users" />}
      {state.status === "error" && <LoadError what="the users" error={state.error} onRetry={retry} />}
      {state.status === "success" && state.data.length === 0 && <EmptyState title="No users yet" />}
      {state.status === "success" && state.data.length > 0 && (
        <TableContainer>
          <Table aria-label="Users" size="small" sx={compactTableSx}>
            <TableHead>
              <TableRow>
                <TableCell>No</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.data.map((user, index) => (
                <TableRow key={user._id}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell sx={{ overflowWrap: "anywhere" }}>{user.email}</TableCell>
                  <TableCell>
                    {user.admin ? (
                      <Chip label="Admin" size="small" color="secondary" sx={{ fontWeight: 700 }} />
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
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DashboardPanel>
  );
}
