import { createTheme } from "@mui/material/styles";

/** A tool brand: deep charcoal and safety orange. Orange text uses the darker shade for AA contrast. */
export const brand = {
  charcoal: "#1B1F23",
  graphite: "#2A3036",
  orange: "#C2410C",
  safety: "#FF8A1F",
  paper: "#F6F3EE",
} as const;

export const theme = createTheme({
  palette: {
    mode: "light",
    primary: { main: brand.orange, dark: "#9A3412", light: "#EA580C", contrastText: "#FFFFFF" },
    secondary: { main: brand.charcoal, contrastText: "#FFFFFF" },
    background: { default: brand.paper, paper: "#FFFFFF" },
    text: { primary: brand.charcoal, secondary: "#4B5563" },
    // Status chips (shipped, refunded...) put white text on these: each meets WCAG AA's 4.5:1,
    // which MUI's default info and warning shades do not.
    success: { main: "#15803D" },
    info: { main: "#1D4ED8" },
    warning: { main: "#B45309" },
    error: { main: "#B91C1C" },
  },
  shape: { borderRadius: 10 },
  typography: {
    // "Inter Fallback" (index.html) is Arial scaled to Inter's metrics, for a steady swap.
    fontFamily: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: { fontWeight: 800, letterSpacing: "-0.02em" },
    h2: { fontWeight: 800, letterSpacing: "-0.02em" },
    h3: { fontWeight: 800, letterSpacing: "-0.01em" },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { fontWeight: 700, textTransform: "none" },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { overflowX: "hidden" },
        body: { overflowX: "hidden" },
        ":focus-visible": { outline: `3px solid ${brand.orange}`, outlineOffset: 2 },
        "@media (prefers-reduced-motion: reduce)": {
          "*, *::before, *::after": { animationDuration: "0.01ms !important", transitionDuration: "0.01ms !important" },
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: "1px solid #E5E0D8" } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 700 } } },
  },
});
