import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { compactTableSx } from "./table-styles";

/** A compact, labelled table: one header row of `columns`, then the body rows. */
export function DataTable({
  label,
  columns,
  minWidth,
  children,
}: {
  label: string;
  columns: readonly string[];
  /** From the sm breakpoint up, so wide tables scroll sideways instead of squeezing. */
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <TableContainer>
      <Table
        aria-label={label}
        size="small"
        sx={minWidth === undefined ? compactTableSx : { ...compactTableSx, minWidth: { sm: minWidth } }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
