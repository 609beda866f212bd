import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/**
 * A report's figures as a labelled description list, each label over its value in a framed cell: two
 * to a row on a phone, `columns` from the small breakpoint up (the overview's, the marketing page's).
 */
export function FigureList({
  label,
  figures,
  columns = 4,
}: {
  label: string;
  figures: ReadonlyArray<readonly [name: string, value: string]>;
  columns?: number;
}) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {figures.map(([name, value]) => (
        <Box key={name} sx={{ border: "1px solid #E5E0D8", borderRadius: 2, px: 1.5, py: 1, minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
            {name}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: "1.15rem", overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
