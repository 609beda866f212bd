import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, NavLink, useLocation, useNavigate } from "react-router-dom";
import { BrandLogo } from "../../components/layout/brand-logo";
import { ShellIcon } from "../../components/layout/shell-icons";
import { paths } from "../../config/paths";
import { useCartPieces } from "../../lib/cart/cart-count";
import { useSession } from "../../lib/session/session";
import { navItems } from "./nav-items";
import styles from "./shell.module.css";

/**
 * Top bar: Home, Blogs, About, Dashboard (signed in), the cart with its pieces, Login or Sign out; a menu
 * on phones. Plain
 * elements and static CSS (shell.module.css): it is in the commit that replaces the static shell.
 */
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
  const pieces = useCartPieces(signedIn);
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
      <button type="button" className={styles.signOut} onClick={handleSignOut}>
        Sign out
      </button>
    ) : (
      <NavLink to={paths.login} className={styles.login}>
        Login
      </NavLink>
    );

  return (
    <header className={styles.bar}>
      <nav aria-label="Main" className={styles.toolbar}>
        <RouterLink to={paths.root} aria-label="HomeTools, home page" className={styles.brand}>
          <BrandLogo />
          <span className={styles.wordmark}>
            Home<span>Tools</span>
          </span>
        </RouterLink>

        <ul className={styles.links}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === paths.root} className={styles.link}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <NavLink
          to={paths.cart}
          className={styles.cart}
          aria-label={`Cart, ${pieces} ${pieces === 1 ? "piece" : "pieces"}`}
        >
          <ShellIcon name="cart" />
          <span className={styles.cartCount} aria-hidden="true">
            {pieces}
          </span>
        </NavLink>
        {authAction}
        <button
          type="button"
          ref={toggleRef}
          className={styles.menuButton}
          aria-label="Open navigation menu"
          aria-controls="phone-menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <ShellIcon name="menu" />
        </button>
      </nav>
      <ul
        id="phone-menu"
        ref={menuRef}
        hidden={!menuOpen}
        aria-label="Main menu"
        className={styles.phoneMenu}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            setMenuOpen(false);
            toggleRef.current?.focus();
          }
        }}
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === paths.root} className={styles.link}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </header>
  );
}
