import type { ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { useLocation } from "react-router-dom";
import { useSWRConfig } from "swr";
import { reportError } from "../../lib/report-error";
import { reloadOnceForChunk } from "./chunk-reload";
import { ErrorPage } from "./error-page";

function Fallback({ error, resetErrorBoundary }: FallbackProps) {
  return <ErrorPage error={error} onRetry={resetErrorBoundary} />;
}

/**
 * Retry forgets every cached API answer before the page renders again: the answer that made it
 * fail would otherwise be shown again straight from SWR's cache. Pages then ask afresh.
 */
function useForgetAnswers() {
  const { mutate } = useSWRConfig();
  return () => void mutate(() => true, undefined, { revalidate: false });
}

function onError(where: string) {
  return (error: unknown) => {
    reportError(error, where);
    reloadOnceForChunk(error);
  };
}

/**
 * Around the routed page, inside the layout: a page that fails to render or to load shows the error
 * page under the top bar; going to another page clears it. The routes are declarative (<Routes>), so
 * react-router's errorElement, which needs a data router, does not apply (docs/decisions/015).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const forgetAnswers = useForgetAnswers();
  return (
    <ErrorBoundary
      FallbackComponent={Fallback}
      onError={onError("page failed")}
      onReset={forgetAnswers}
      resetKeys={[pathname]}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Around everything, for a failure in the providers or the layout itself. */
export function TopErrorBoundary({ children }: { children: ReactNode }) {
  const forgetAnswers = useForgetAnswers();
  return (
    <ErrorBoundary FallbackComponent={Fallback} onError={onError("app failed")} onReset={forgetAnswers}>
      {children}
    </ErrorBoundary>
  );
}
