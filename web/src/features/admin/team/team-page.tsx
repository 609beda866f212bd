import { roles, type Role, type TeamMember } from "@hometools/contract";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import { useState, type FormEvent } from "react";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { DataTable } from "../../../components/tables/data-table";
import { DialogButtons } from "../../../components/forms/dialog-buttons";
import { QueryView } from "../../../components/feedback/query-view";
import { useWrite } from "../../../lib/api/use-write";
import { removeMember, setMemberRole, useTeam } from "./api/team";
import { EraseCustomerForm } from "../privacy/erase-customer-form";

const roleLabels: Record<Role, string> = { owner: "Owner", staff: "Staff" };

/**
 * The team (owner, docs/decisions/034-owner-and-staff.md): who is owner and who staff, since when;
 * add an account by email, change a role, remove a member (with a confirm). Each change signs the
 * member out everywhere; the server keeps at least one owner.
 */
export function TeamPage() {
  const { state, retry } = useTeam();
  const { run, isBusy, busy } = useWrite<{ email: string }>();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("staff");
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const change = async (target: string, next: Role) => {
    const done = await run(() => setMemberRole(target, next), {
      key: { email: target },
      success: `${target} is now ${roleLabels[next].toLowerCase()}`,
    });
    retry();
    return done.ok;
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await change(email.trim(), role)) setEmail("");
  };
  const remove = async (member: TeamMember) => {
    await run(() => removeMember(member.email), {
      key: { email: member.email },
      success: `${member.email} left the team`,
    });
    setRemoving(null);
    retry();
  };

  return (
    <DashboardPanel title="Team" subtitle="The shop's owners and staff. A change signs the member out.">
      <Stack component="form" direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mb: 3 }} onSubmit={add}>
        <TextField
          label="Email"
          type="email"
          required
          size="small"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          label="Role"
          size="small"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          sx={{ minWidth: 140 }}
        >
          {roles.map((value) => (
            <MenuItem key={value} value={value}>
              {roleLabels[value]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={busy || !email.trim()}>
          Add to team
        </Button>
      </Stack>
      <QueryView state={state} onRetry={retry} loadingLabel="Loading the team" what="the team" emptyTitle="No members">
        {(members) => (
          <DataTable label="Team" columns={["Name", "Email", "Role", "Since", "Action"]} minWidth={680}>
            {members.map((member) => (
              <TableRow key={member.uid}>
                <TableCell>{member.displayName}</TableCell>
                <TableCell sx={{ overflowWrap: "anywhere" }}>{member.email}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    label={`Role of ${member.email}`}
                    value={member.role}
                    disabled={isBusy({ email: member.email })}
                    onChange={(event) => void change(member.email, event.target.value as Role)}
                    sx={{ minWidth: 120 }}
                  >
                    {roles.map((value) => (
                      <MenuItem key={value} value={value}>
                        {roleLabels[value]}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>{member.since ? new Date(member.since).toLocaleDateString() : ""}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    disabled={isBusy({ email: member.email })}
                    onClick={() => setRemoving(member)}
                    aria-label={`Remove ${member.email}`}
                  >
                    Remove
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryView>
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-title" fullWidth>
        <DialogTitle id="remove-title">Remove {removing?.email} from the team?</DialogTitle>
        <DialogContent>
          <DialogContentText>They become a shopper again and are signed out everywhere.</DialogContentText>
        </DialogContent>
        <DialogButtons
          confirmLabel="Remove"
          color="error"
          focusCancel
          busy={removing !== null && isBusy({ email: removing.email })}
          onConfirm={() => removing && void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      </Dialog>
      <EraseCustomerForm />
    </DashboardPanel>
  );
}
