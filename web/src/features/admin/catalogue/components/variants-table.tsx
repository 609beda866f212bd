import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useRef } from "react";
import { DataTable } from "../../../../components/tables/data-table";
import type { DraftChange } from "./options-editor";
import { optionLabel } from "./options-editor";
import { removeRow, updateRow } from "./draft-edits";
import { isNewRow, rowName, type Draft, type FieldMessages, type RowDraft } from "./variant-draft";

/** A small input in a table cell, named by its aria-label (the column and the row's values). */
function CellInput({
  label,
  value,
  error,
  onChange,
  type = "text",
  width = 110,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: "text" | "price" | "count";
  width?: number;
}) {
  const number = type !== "text";
  return (
    <TextField
      size="small"
      type={number ? "number" : "text"}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      sx={{ width }}
      slotProps={{
        htmlInput: {
          "aria-label": label,
          ...(type === "price" && { step: "0.01", min: 0, inputMode: "decimal" }),
          ...(type === "count" && { step: 1, min: 0, inputMode: "numeric" }),
        },
      }}
    />
  );
}

/**
 * "Variants": a row per variant, its value of each option (a select), SKU, price, stock and GTIN,
 * and Remove. A variant the tool has shows its stock read-only: stock changes only by stock moves
 * (the Stock dialog); a new row's stock is its first.
 */
export function VariantsTable({
  draft,
  fields,
  onChange,
}: {
  draft: Draft;
  fields: FieldMessages;
  onChange: (change: DraftChange) => void;
}) {
  const columns = [
    ...draft.options.map((option, place) => optionLabel(option.name, place)),
    "SKU",
    "Price",
    "Stock",
    "GTIN",
    "Action",
  ];
  // A removed row's Remove had the focus: it goes to the Remove of the row now in its place.
  const table = useRef<HTMLDivElement>(null);
  const remove = (index: number) => {
    onChange({ draft: removeRow(draft, index) });
    requestAnimationFrame(() => {
      const buttons = table.current?.querySelectorAll<HTMLButtonElement>("button[data-remove]") ?? [];
      buttons[Math.min(index, buttons.length - 1)]?.focus();
    });
  };
  const change = (index: number, field: keyof RowDraft, value: string | string[], named: string = field) =>
    onChange({ draft: updateRow(draft, index, { [field]: value }), field: `variants.${index}.${named}` });

  return (
    <Box ref={table}>
      <DataTable label="Variants" columns={columns} minWidth={560 + draft.options.length * 120}>
        {draft.rows.map((row, index) => {
          const name = rowName(draft, index);
          const at = (field: string) => fields[`variants.${index}.${field}`];
          const fresh = isNewRow(row, draft.options.length);
          // What is wrong with the row as a whole: its combination, or a field it has no input for.
          const rowProblem =
            at("options") ??
            at("id") ??
            at("mpn") ??
            fields[`variants.${index}`] ??
            (fresh ? undefined : at("available"));
          return (
            <TableRow key={row.key}>
              {draft.options.map((option, place) => (
                <TableCell key={option.key}>
                  <TextField
                    select
                    size="small"
                    value={row.values[place] ?? ""}
                    onChange={(event) =>
                      change(
                        index,
                        "values",
                        row.values.map((value, at) => (at === place ? event.target.value : value)),
                        "options",
                      )
                    }
                    error={place === 0 && Boolean(rowProblem)}
                    helperText={place === 0 ? rowProblem : undefined}
                    sx={{ minWidth: 110 }}
                    slotProps={{
                      select: { native: true },
                      htmlInput: { "aria-label": `${optionLabel(option.name, place)} of ${name}` },
                    }}
                  >
                    <option value="">Choose</option>
                    {option.values.map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ))}
                  </TextField>
                </TableCell>
              ))}
              <TableCell>
                <CellInput
                  label={`SKU of ${name}`}
                  value={row.sku}
                  error={at("sku") ?? (draft.options.length === 0 ? rowProblem : undefined)}
                  onChange={(value) => change(index, "sku", value)}
                  width={130}
                />
              </TableCell>
              <TableCell>
                <CellInput
                  label={`Price of ${name}`}
                  type="price"
                  value={row.price}
                  error={at("price")}
                  onChange={(value) => change(index, "price", value)}
                />
              </TableCell>
              <TableCell>
                {fresh ? (
                  <CellInput
                    label={`Stock of ${name}`}
                    type="count"
                    value={row.available}
                    error={at("available")}
                    onChange={(value) => change(index, "available", value)}
                    width={90}
                  />
                ) : (
                  <Typography component="span">{row.stock}</Typography>
                )}
              </TableCell>
              <TableCell>
                <CellInput
                  label={`GTIN of ${name}`}
                  value={row.gtin}
                  error={at("gtin")}
                  onChange={(value) => change(index, "gtin", value)}
                  width={150}
                />
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Remove ${name}`}
                  data-remove
                  onClick={() => remove(index)}
                >
                  Remove
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </DataTable>
    </Box>
  );
}
