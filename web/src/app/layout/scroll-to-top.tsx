import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/** New pages start at the top; Back and Forward (POP) keep the browser's own scroll position. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== "POP" && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
