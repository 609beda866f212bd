import useMediaQuery from "@mui/material/useMediaQuery";

/** True when the visitor asked the OS for less motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)", { noSsr: true });
}
