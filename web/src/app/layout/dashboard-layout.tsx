import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Suspense } from "react";
import { NavLink, Outlet } from "react-router-dom";
import { PageLoader } from "../../components/feedback/full-screen-loader";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session/session";
import { useTeamRole } from "../../lib/session/team-role";
import { RouteErrorBoundary } from "../errors/error-boundaries";

interface SideLink {
  label: string;
  to: string;
  /** The owner's alone: staff are not offered it (docs/decisions/034). */
  ownerOnly?: boolean;
}

const everyone: SideLink[] = [{ label: "Profile", to: paths.dashboard.root }];
const adminLinks: SideLink[] = [
  { label: "Overview", to: paths.dashboard.overview },
  { label: "Make admin", to: paths.dashboard.makeAdmin, ownerOnly: true },
  { label: "Manage Orders", to: paths.dashboard.manageOrders },
  { label: "Returns", to: paths.dashboard.returns },
  { label: "Manage Product", to: paths.dashboard.manageProducts },
  { label: "Add Product", to: paths.dashboard.addProduct, ownerOnly: true },
  { label: "Categories", to: paths.dashboard.categories, ownerOnly: true },
  { label: "Shipping", to: paths.dashboard.shipping, ownerOnly: true },
  { label: "Discounts", to: paths.dashboard.discounts, ownerOnly: true },
  { label: "Taxes", to: paths.dashboard.taxes, ownerOnly: true },
  { label: "Tax report", to: paths.dashboard.taxReport, ownerOnly: true },
  { label: "Invoices", to: paths.dashboard.invoices, ownerOnly: true },
  { label: "Marketing", to: paths.dashboard.marketing },
  { label: "Team", to: paths.dashboard.team, ownerOnly: true },
  { label: "Activity", to: paths.dashboard.activity, ownerOnly: true },
];
const buyerLinks: SideLink[] = [
  { label: "Orders", to: paths.dashboard.orders },
  { label: "Add a review", to: paths.dashboard.review },
];

const linkSx = {
  display: "block",
  whiteSpace: "nowrap",
  px: 2,
  py: 1.25,
  borderRadius: 2,
  color: "text.primary",
  textDecoration: "none",
  fontWeight: 600,
  "&:hover": { bgcolor: "#F1ECE4" },
  "&.active": { bgcolor: "#1B1F23", color: "#fff" },
} as const;

/** The dashboard: a sidebar by role (spec section 2) beside the selected page. */
export function DashboardLayout() {
  const { user, isAdmin, adminStatus } = useSession();
  const role = useTeamRole();
  const teamLinks = adminLinks.filter((link) => role === "owner" || !link.ownerOnly);
  const links = [...everyone, ...(adminStatus === "ready" ? (isAdmin ? teamLinks : buyerLinks) : [])];
  return (
    <Box sx={{ maxWidth: 1280, mx: "auto", px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <title>Dashboard · Home Tools</title>
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        Dashboard
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 3 }}>
        Signed in as {user?.displayName || user?.email}
        {adminStatus === "ready" && isAdmin ? (role === "staff" ? " · Staff" : " · Owner") : ""}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "240px minmax(0, 1fr)" },
          gap: { xs: 2, md: 4 },
          alignItems: "start",
        }}
      >
        <Box
          component="nav"
          aria-label="Dashboard"
          sx={{
            bgcolor: "background.paper",
            border: "1px solid #E5E0D8",
            borderRadius: 3,
            p: 1,
            position: { md: "sticky" },
            top: { md: 88 },
          }}
        >
          <Box
            component="ul"
            sx={{
              listStyle: "none",
              m: 0,
              p: 0,
              display: "flex",
              flexDirection: { xs: "row", md: "column" },
              flexWrap: { xs: "wrap", md: "nowrap" },
              gap: 0.5,
            }}
          >
            {links.map((link) => (
              <li key={link.to}>
                <Box component={NavLink} to={link.to} end sx={linkSx}>
                  {link.label}
                </Box>
              </li>
            ))}
            {adminStatus === "loading" &&
              [0, 1].map((index) => (
                <li key={index} aria-hidden="true">
                  {/* As tall as a link (10 px + a 24 px line + 10 px), so the links take its place without a shift. */}
                  <Skeleton variant="rounded" width={110} height={44} sx={{ mx: 1 }} />
                </li>
              ))}
          </Box>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {/* Here too, so a failed dashboard page keeps the dashboard's menu. */}
          <RouteErrorBoundary>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
