import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { FullScreenLoader, PageLoader } from "../../components/feedback/full-screen-loader";
import { useSession } from "../../lib/session/session";
import { RouteErrorBoundary } from "../errors/error-boundaries";
import { Footer } from "./footer";
import { ScrollToTop } from "./scroll-to-top";
import styles from "./shell.module.css";
import { TopBar } from "./top-bar";

/** The shared layout: skip link, top bar, the page, footer; a full-screen loader while auth loads. */
export function AppLayout() {
  const { status } = useSession();
  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className={styles.main}>
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      {status === "loading" && <FullScreenLoader />}
      <ScrollToTop />
    </div>
  );
}
