import Box from "@mui/material/Box";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { FullScreenLoader, PageLoader } from "../../components/full-screen-loader";
import { useSession } from "../../lib/session";
import { RouteErrorBoundary } from "../errors/error-boundaries";
import { brand } from "../theme";
import { Footer } from "./footer";
import { ScrollToTop } from "./scroll-to-top";
import { TopBar } from "./top-bar";

/** The shared layout: skip link, top bar, the page, footer; a full-screen loader while auth loads. */
export function AppLayout() {
  const { status } = useSession();
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: "absolute",
          left: 8,
          top: -64,
          zIndex: 2000,
          bgcolor: brand.safety,
          color: brand.charcoal,
          px: 2,
          py: 1,
          borderRadius: 1,
          fontWeight: 700,
          "&:focus": { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: "none" }}>
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Footer />
      {status === "loading" && <FullScreenLoader />}
      <ScrollToTop />
    </Box>
  );
}
