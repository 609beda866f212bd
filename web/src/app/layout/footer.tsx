import { BrandLogo } from "../../components/layout/brand-logo";
import { ShellIcon, type ShellIconName } from "../../components/layout/shell-icons";
import styles from "./shell.module.css";

const socials: { label: string; href: string; icon: ShellIconName }[] = [
  { label: "Home Tools on Facebook", href: "https://www.facebook.com/", icon: "facebook" },
  { label: "Home Tools on Instagram", href: "https://www.instagram.com/", icon: "instagram" },
  { label: "Home Tools on X", href: "https://x.com/", icon: "x" },
  { label: "Home Tools on YouTube", href: "https://www.youtube.com/", icon: "youtube" },
];

/** Footer: the company tagline and social icons (spec section 2). Static CSS: shell.module.css. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.company}>
          <BrandLogo size={44} />
          <div>
            <p className={styles.name}>Home Tools</p>
            <p>Providing reliable tools since 2011</p>
          </div>
        </div>
        <ul aria-label="Social media" className={styles.socials}>
          {socials.map(({ label, href, icon }) => (
            <li key={label}>
              <a className={styles.social} href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
                <ShellIcon name={icon} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} Home Tools. Family owned, workshop tested.</p>
    </footer>
  );
}
