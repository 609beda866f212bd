import { lazy, Suspense, type ReactNode } from "react";
import { SessionRoot } from "./session-root";

// Toasts answer actions, never the first paint; react-hot-toast keeps any raised before this loads.
const AppToaster = lazy(async () => ({ default: (await import("./toaster")).AppToaster }));

/**
 * The session (Firebase through reactfire, loaded when needed) and the toaster. The MUI theme is
 * not here: it wraps the pages that use MUI (app/mui-theme.tsx), and index.html holds the baseline
 * styles MUI's CssBaseline used to add.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionRoot>
      {children}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </SessionRoot>
  );
}
