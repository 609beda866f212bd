import { formatMoney } from "../../../lib/format";
import styles from "./kitchen-promo.module.css";

/** The spec's promo block; 'Get Started' takes the visitor to the tools (the spec shows no action). */
export function KitchenPromo() {
  return (
    <section aria-labelledby="promo-title" className={styles.promo}>
      <div>
        <p className={styles.eyebrow}>Seasonal offer</p>
        <h2 id="promo-title" className={styles.title}>
          Chance to customise your kitchen
        </h2>
        <p className={styles.text}>
          Spend more than {formatMoney(3000)} with us and you earn a coupon for the chance to win a free kitchen
          installation and customisation, fitted by our own craftspeople.
        </p>
        <a href="#tools" className={styles.cta}>
          Get Started
        </a>
      </div>
      <img
        src="/images/kitchen.svg"
        alt="Illustration of a fitted kitchen with cabinets, a hob and a window"
        width={480}
        height={360}
        loading="lazy"
        className={styles.picture}
      />
    </section>
  );
}
