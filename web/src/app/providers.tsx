import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { lazy, Suspense, type ReactNode } from "react";
import { SessionRoot } from "./session-root";
import { theme } from "./theme";

// Toasts answer actions, never the first paint; react-hot-toast keeps any raised before this loads.
const AppToaster = lazy(async () => ({ default: (await import("./toaster")).AppToaster }));

/** The MUI theme, the session (Firebase through reactfire, loaded after the first paint) and the toaster. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionRoot>
        {children}
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </SessionRoot>
    </ThemeProvider>
  );
}
