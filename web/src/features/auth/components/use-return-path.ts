import { useLocation } from "react-router-dom";
import { paths } from "../../../config/paths";

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where a guard sent the user from (location.state.from), or "/" by default. */
export function useReturnPath(): string {
  const state = useLocation().state as FromState | null;
  const from = state?.from;
  if (!from?.pathname || from.pathname === paths.login || from.pathname === paths.signup) return paths.root;
  return `${from.pathname}${from.search ?? ""}${from.hash ?? ""}`;
}
