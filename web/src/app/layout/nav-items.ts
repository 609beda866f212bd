import { paths } from "../../config/paths";

export interface NavItem {
  label: string;
  to: string;
  /** Dashboard shows only when signed in (spec section 2). */
  signedInOnly?: boolean;
}

export const navItems: NavItem[] = [
  { label: "Home", to: paths.root },
  { label: "Blogs", to: paths.blogs },
  { label: "About", to: paths.about },
  { label: "Dashboard", to: paths.dashboard.root, signedInOnly: true },
];
