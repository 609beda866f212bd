import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import type { ReactNode } from "react";
import { AuthProvider, FirebaseAppProvider } from "reactfire";
import { auth, firebaseApp } from "../lib/firebase";
import { SessionProvider } from "./session-provider";
import { theme } from "./theme";
import { AppToaster } from "./toaster";

/** Firebase (reactfire), the session, the MUI theme and the toaster. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SessionProvider>
            {children}
            <AppToaster />
          </SessionProvider>
        </ThemeProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
