import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { installFonts } from "./app/fonts";
import { TopErrorBoundary } from "./app/errors/error-boundaries";
import { AppProviders } from "./app/providers";
import { AppRoutes } from "./app/router";

installFonts();

const root = createRoot(document.getElementById("root")!);
// A transition lets React split the first render into small slices, so the static shell of
// index.html stays responsive (no long main-thread task) until the app replaces it.
// Rendering after the next frame lets the browser paint the static shell first.
requestAnimationFrame(() =>
  setTimeout(() =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <TopErrorBoundary>
            <AppProviders>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </AppProviders>
          </TopErrorBoundary>
        </StrictMode>,
      );
    }),
  ),
);
