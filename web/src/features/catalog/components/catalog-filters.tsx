import type { ProductSort } from "@hometools/contract";
import { styled, type Theme } from "@mui/material/styles";
import { useId } from "react";

// A plain input and select, styled: MUI's TextField and Select would pull their input, menu and
// modal code into the home page's first JavaScript (see app/routes/home-page.tsx).
const Bar = styled("form")(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: theme.spacing(2),
  marginBottom: theme.spacing(4),
  [theme.breakpoints.up("sm")]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" },
}));

const Field = styled("div")(({ theme }) => ({
  display: "grid",
  gap: theme.spacing(0.75),
  "& > label": { fontWeight: 600, fontSize: "0.95rem", color: theme.palette.text.primary },
}));

const control = ({ theme }: { theme: Theme }) => ({
  font: "inherit",
  fontWeight: 400,
  fontSize: "1rem",
  minHeight: 48,
  padding: "10px 14px",
  border: "1px solid #8A8178",
  borderRadius: 8,
  background: "#fff",
  color: "inherit",
  width: "100%",
  "&:focus-visible": { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  // Chromium's default placeholder grey is too faint on white (WCAG AA needs 4.5:1).
  "&::placeholder": { color: "#6B635B", opacity: 1 },
});

const Input = styled("input")(control);
const Select = styled("select")(control);

export const sortLabels: Record<ProductSort, string> = {
  newest: "Newest",
  price: "Price: low to high",
  "-price": "Price: high to low",
  name: "Name",
};

/** The search box and sort above the home grid. */
export function CatalogFilters({
  q,
  sort,
  onSearch,
  onSort,
}: {
  q: string;
  sort: ProductSort;
  onSearch: (q: string) => void;
  onSort: (sort: ProductSort) => void;
}) {
  const id = useId();
  return (
    <Bar role="search" onSubmit={(event) => event.preventDefault()}>
      <Field>
        <label htmlFor={`${id}-q`}>Search tools</label>
        <Input
          id={`${id}-q`}
          type="search"
          name="q"
          placeholder="hammer"
          autoComplete="off"
          maxLength={100}
          value={q}
          onChange={(event) => onSearch(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-sort`}>Sort</label>
        <Select
          id={`${id}-sort`}
          name="sort"
          value={sort}
          onChange={(event) => onSort(event.target.value as ProductSort)}
        >
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
    </Bar>
  );
}
