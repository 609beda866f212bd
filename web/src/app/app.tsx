import { BrowserRouter } from "react-router-dom";
import { TopErrorBoundary } from "./errors/error-boundaries";
import { AppProviders } from "./providers";
import { AppRoutes, preloadPagesFor } from "./router";

preloadPagesFor(window.location.pathname);

/** The whole app: the top error boundary, the providers (theme, session, toaster) and the routes. */
export function App() {
  return (
    <TopErrorBoundary>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </TopErrorBoundary>
  );
}
