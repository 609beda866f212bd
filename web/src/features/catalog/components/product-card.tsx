import type { Product } from "@hometools/contract";
import { Link } from "react-router-dom";
import { AddToCartButton } from "../../../components/catalogue/add-to-cart-button";
import { RatingStars } from "../../../components/catalogue/rating-stars";
import { PICTURE_SIZES, toolPicture } from "../../../components/catalogue/tool-picture";
import { paths } from "../../../config/paths";
import { formatMoney } from "../../../lib/format";
import styles from "./product-card.module.css";

/**
 * A tool in a grid: image, name, rating, description, price and stock badges, Buy Now and Add to cart.
 * A tool whose variants differ in price shows its lowest, "from $12.75"; one with options is added to
 * the cart from its page, where a size is chosen ("Choose options" links there).
 */
export function ProductCard({
  product,
  heading: Heading = "h3",
  first = false,
  sizes = PICTURE_SIZES.home,
}: {
  /** A tool without reviews shows no rating. */
  product: Product;
  /** The name's heading: h3 under the home page's "Our Tools", h2 under a list page's h1. */
  heading?: "h2" | "h3";
  /** Among the first cards a list page shows: its picture is the page's largest paint, fetched at once. */
  first?: boolean;
  /** How wide the grid draws the card's picture (PICTURE_SIZES): the home page's grid unless said. */
  sizes?: string;
}) {
  return (
    <article className={styles.card}>
      {/* The name below is the same link, in the keyboard's order; this one is for the pointer. */}
      <Link to={paths.tool(product._id)} tabIndex={-1} className={styles.pictureLink}>
        <img
          className={styles.picture}
          {...toolPicture(product, sizes)}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : undefined}
          decoding="async"
        />
      </Link>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={paths.tool(product._id)} className={styles.nameLink}>
            {product.name}
          </Link>
        </Heading>
        <RatingStars average={product.ratingAverage} count={product.ratingCount} />
        <p className={styles.description}>{product.description}</p>
        <div className={styles.badges}>
          <span className={`${styles.badge} ${styles.price}`}>
            Price:{" "}
            {product.priceMax > product.price ? `from ${formatMoney(product.price)}` : formatMoney(product.price)}
          </span>
          <span className={styles.badge}>Available: {product.available}</span>
        </div>
        <Link className={styles.buy} to={paths.product(product._id)}>
          Buy Now
        </Link>
        {product.variantCount > 1 ? (
          <Link
            className={styles.choose}
            to={paths.tool(product._id)}
            // The name starts with the words shown (WCAG 2.5.3), as Add to cart's does.
            aria-label={`Choose options: ${product.name}`}
          >
            Choose options
          </Link>
        ) : (
          <AddToCartButton product={product} className={styles.addToCart} />
        )}
      </div>
    </article>
  );
}
