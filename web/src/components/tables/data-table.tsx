import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { compactTableSx, scrollShadowSx } from "./table-styles";

/**
 * A compact, labelled table: one header row of `columns`, then the body rows. A table wider than
 * the screen scrolls sideways inside its wrapper, which shows a shadow on the side that has more
 * and takes keyboard focus so arrow keys scroll it too.
 */
export function DataTable({
  label,
  columns,
  minWidth,
  children,
}: {
  label: string;
  columns: readonly string[];
  /** Below this width the table scrolls sideways instead of squeezing its cells. */
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={scrollShadowSx}>
      <Table
        aria-label={label}
        size="small"
        sx={minWidth === undefined ? compactTableSx : { ...compactTableSx, minWidth }}
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
