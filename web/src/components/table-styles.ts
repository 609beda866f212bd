/** Tables that fit a 360 px phone: tighter cells on small screens, buttons that never wrap. */
export const compactTableSx = {
  "& th, & td": { px: { xs: 1, sm: 2 }, py: 1.25 },
  "& td .MuiButton-root": { whiteSpace: "nowrap" },
} as const;
