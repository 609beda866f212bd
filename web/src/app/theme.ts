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
    // The device's own UI font (San Francisco, Segoe UI, Roboto...): no web font to download, and
    // no relayout of every text when one arrives (decision 005). index.html's shell names the same.
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    h1: { fontWeight: 800, letterSpacing: "-0.02em" },
    h2: { fontWeight: 800, letterSpacing: "-0.02em" },
    h3: { fontWeight: 800, letterSpacing: "-0.01em" },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { fontWeight: 700, textTransform: "none" },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: "1px solid #E5E0D8" } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 700 } } },
  },
});
