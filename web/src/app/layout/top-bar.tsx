import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, NavLink, useLocation, useNavigate } from "react-router-dom";
import { BrandLogo } from "../../components/brand-logo";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session";
import { brand } from "../theme";
import { navItems } from "./nav-items";

const linkSx = {
  color: "#F3F4F6",
  px: 1.5,
  borderRadius: 1,
  "&.active": { color: brand.safety, boxShadow: `inset 0 -3px 0 ${brand.safety}` },
  "&:hover": { bgcolor: "rgba(255,255,255,0.08)" },
  "&:focus-visible": { outline: `3px solid ${brand.safety}`, outlineOffset: 2 },
} as const;

/** Top bar: Home, Blogs, About, Dashboard (signed in), Login or Sign out; a menu on phones. */
export function TopBar() {
  const { status, signOut } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLUListElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // The phone menu closes on navigation; opening it moves focus to its first link.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (menuOpen) menuRef.current?.querySelector("a")?.focus();
  }, [menuOpen]);
  const signedIn = status === "signed-in";
  const items = navItems.filter((item) => !item.signedInOnly || signedIn);

  // Signing out leaves for the home page first and ends the session once it shows: a guarded page
  // (the admin's) that saw the session end would send the visitor to /login, remembering itself as
  // where to return after the next sign-in, and the router changes pages in a transition, so
  // navigating first is not enough on its own.
  const leavingToSignOut = useRef(false);
  useEffect(() => {
    if (!leavingToSignOut.current || pathname !== paths.root) return;
    leavingToSignOut.current = false;
    void signOut();
  }, [pathname, signOut]);
  const handleSignOut = () => {
    setMenuOpen(false);
    if (pathname === paths.root) return void signOut();
    leavingToSignOut.current = true;
    navigate(paths.root);
  };

  const authAction =
    status === "loading" ? null : signedIn ? (
      <Button onClick={handleSignOut} variant="outlined" sx={{ ...linkSx, border: "1px solid rgba(255,255,255,0.4)" }}>
        Sign out
      </Button>
    ) : (
      <Button
        component={NavLink}
        to={paths.login}
        variant="contained"
        sx={{
          bgcolor: brand.safety,
          color: brand.charcoal,
          "&:hover": { bgcolor: "#FFA54F" },
          "&:focus-visible": linkSx["&:focus-visible"],
          "&.active": { boxShadow: "none" },
        }}
      >
        Login
      </Button>
    );

  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: brand.charcoal, borderBottom: `3px solid ${brand.safety}` }}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1, maxWidth: 1280, width: "100%", mx: "auto" }}>
        <Box
          component={RouterLink}
          to={paths.root}
          aria-label="Home Tools, home page"
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 1,
            color: "inherit",
            textDecoration: "none",
            mr: "auto",
            borderRadius: 1,
            "&:focus-visible": linkSx["&:focus-visible"],
          }}
        >
          <BrandLogo />
          <Box component="span" sx={{ fontWeight: 800, fontSize: "1.2rem", letterSpacing: "-0.01em" }}>
            Home
            <Box component="span" sx={{ color: brand.safety }}>
              Tools
            </Box>
          </Box>
        </Box>

        <Box component="ul" sx={{ display: { xs: "none", md: "flex" }, gap: 0.5, listStyle: "none", m: 0, p: 0 }}>
          {items.map((item) => (
            <li key={item.to}>
              <Button component={NavLink} to={item.to} end={item.to === paths.root} sx={linkSx}>
                {item.label}
              </Button>
            </li>
          ))}
        </Box>
        {authAction}
        <IconButton
          ref={toggleRef}
          sx={{ display: { md: "none" }, color: "#fff", "&:focus-visible": linkSx["&:focus-visible"] }}
          aria-label="Open navigation menu"
          aria-controls="phone-menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Box
        component="ul"
        id="phone-menu"
        ref={menuRef}
        hidden={!menuOpen}
        aria-label="Main menu"
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            setMenuOpen(false);
            toggleRef.current?.focus();
          }
        }}
        sx={{ display: { md: "none" }, listStyle: "none", m: 0, px: 1, pb: 1.5, "&[hidden]": { display: "none" } }}
      >
        {items.map((item) => (
          <li key={item.to}>
            <Button
              component={NavLink}
              to={item.to}
              end={item.to === paths.root}
              fullWidth
              sx={{ ...linkSx, justifyContent: "flex-start", py: 1.25 }}
            >
              {item.label}
            </Button>
          </li>
        ))}
      </Box>
    </AppBar>
  );
}
