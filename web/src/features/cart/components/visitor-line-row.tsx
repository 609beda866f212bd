import type { CartLine } from "@hometools/contract";
import { orderTotal } from "@hometools/contract/pricing";
import { linePicture } from "../../../components/catalogue/tool-picture";
import { LineVariant } from "../../../components/orders/line-variant";
import { formatMoney } from "../../../lib/format";
import { lineName } from "../../../lib/line-name";
import styles from "../cart-page.module.css";
import { lineSteps } from "./line-steps";

interface Props {
  line: CartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One line of a visitor's cart, in plain elements (cart-line-row.tsx is the account's, in MUI):
 * picture, name, price, a stepper bounded by the minimum order and the stock, the line's problem in
 * words (red) when the product changed since it was added, and Remove.
 */
export function VisitorLineRow({ line, onQuantity, onRemove }: Props) {
  const { sold, less, more, canLess, canMore } = lineSteps(line);
  // Two sizes of a tool are two lines: each control names its own ("One more Adjustable Wrench (Size: 8 in)").
  const name = lineName(line);
  return (
    <li aria-label={name} className={line.problem ? `${styles.line} ${styles.flagged}` : styles.line}>
      {/* Beside the tool's name: the picture adds no words (alt=""). */}
      <img {...linePicture(line.img)} alt="" width={72} height={54} className={styles.picture} />
      <div className={styles.body}>
        <h2 className={styles.name}>{line.productName}</h2>
        <LineVariant line={line} />
        {sold && (
          <p className={styles.facts}>
            {formatMoney(line.unitPrice)} each · {line.available} in stock · minimum {line.minimumOrder}
          </p>
        )}
        {line.problem && (
          <p role="alert" className={styles.problem}>
            {line.problem}
          </p>
        )}
        <div className={styles.controls}>
          {sold && (
            <div role="group" aria-label={`Quantity of ${name}`} className={styles.stepper}>
              <button
                type="button"
                className={styles.step}
                aria-label={`One less ${name}`}
                disabled={!canLess}
                onClick={() => onQuantity(less)}
              >
                <span aria-hidden="true">−</span>
              </button>
              <output aria-live="polite" className={styles.quantity}>
                {line.quantity}
              </output>
              <button
                type="button"
                className={styles.step}
                aria-label={`One more ${name}`}
                disabled={!canMore}
                onClick={() => onQuantity(more)}
              >
                <span aria-hidden="true">+</span>
              </button>
            </div>
          )}
          <button type="button" className={styles.remove} onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </button>
          {sold && <span className={styles.lineTotal}>{formatMoney(orderTotal(line.unitPrice, line.quantity))}</span>}
        </div>
      </div>
    </li>
  );
}
