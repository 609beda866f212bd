import FacebookIcon from "@mui/icons-material/Facebook";
import InstagramIcon from "@mui/icons-material/Instagram";
import XIcon from "@mui/icons-material/X";
import YouTubeIcon from "@mui/icons-material/YouTube";
import { BrandLogo } from "../../components/brand-logo";
import styles from "./shell.module.css";

const socials = [
  { label: "Home Tools on Facebook", href: "https://www.facebook.com/", Icon: FacebookIcon },
  { label: "Home Tools on Instagram", href: "https://www.instagram.com/", Icon: InstagramIcon },
  { label: "Home Tools on X", href: "https://x.com/", Icon: XIcon },
  { label: "Home Tools on YouTube", href: "https://www.youtube.com/", Icon: YouTubeIcon },
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
          {socials.map(({ label, href, Icon }) => (
            <li key={label}>
              <a className={styles.social} href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
                <Icon />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} Home Tools. Family owned, workshop tested.</p>
    </footer>
  );
}
