import type { Theme } from "@mui/material/styles";

/** Tables that fit a 360 px phone: tighter cells on small screens, buttons that never wrap. */
export const compactTableSx = {
  "& th, & td": { px: { xs: 1, sm: 2 }, py: 1.25 },
  "& td .MuiButton-root": { whiteSpace: "nowrap" },
} as const;

/**
 * A sideways-scrolling wrapper that shows where there is more: covers in the panel's colour scroll
 * with the content (`local`) and hide the shadows (`scroll`) at either end, so a shadow shows only
 * on a side the user can still scroll to. CSS only: no scroll listener.
 */
export const scrollShadowSx = (theme: Theme) => {
  const paper = theme.palette.background.paper;
  const shade = "rgba(0, 0, 0, 0.22)";
  return {
    background: [
      `linear-gradient(to right, ${paper} 30%, transparent) left center / 40px 100% no-repeat local`,
      `linear-gradient(to left, ${paper} 30%, transparent) right center / 40px 100% no-repeat local`,
      `radial-gradient(farthest-side at 0 50%, ${shade}, transparent) left center / 14px 100% no-repeat scroll`,
      `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent) right center / 14px 100% no-repeat scroll`,
    ].join(", "),
    backgroundColor: paper,
    borderRadius: 1,
    "&:focus-visible": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  };
};
