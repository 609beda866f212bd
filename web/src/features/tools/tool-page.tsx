import type { ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { AddToCartButton } from "../../components/catalogue/add-to-cart-button";
import { Breadcrumb } from "../../components/catalogue/breadcrumb";
import { LoadError } from "../../components/feedback/query-states";
import { paths } from "../../config/paths";
import { useCategories } from "../../lib/categories";
import { formatMoney } from "../../lib/format";
import { RatingLine, ToolReviews } from "./components/tool-reviews";
import styles from "./tool-page.module.css";
import { useTool } from "./use-tool";

const FALLBACK_IMG = "/images/products/placeholder.svg";

/**
 * A tool's public page, /tools/{id} (docs/decisions/033): no sign-in, what a search engine links
 * to. Hosting serves it through the `pages` function with the tool's own head and the tool as
 * static HTML; this page takes over with the same layout, Buy Now (the spec's guarded purchase
 * page) and Add to cart. Plain elements and a CSS module, no MUI, like the home page's cards.
 */
export function ToolPage({ notFound }: { notFound: ReactNode }) {
  const { productId = "" } = useParams();
  const { state, retry } = useTool(productId);
  const categories = useCategories();

  if (state.status === "missing") return notFound;
  if (state.status === "error") {
    return (
      <div className={styles.page}>
        <LoadError error={state.error} onRetry={retry} what="this tool" />
      </div>
    );
  }
  if (state.status === "loading") {
    return (
      <div className={styles.page} aria-busy="true">
        <div className={styles.picture} />
        <p>Loading the tool…</p>
      </div>
    );
  }

  const { product, rating, reviews, nextReviews } = state.data;
  const inStock = product.available >= Math.max(1, product.minimumOrder);
  const slug = product.category;
  const category = slug ? categories.state.data?.find((item) => item.slug === slug) : undefined;
  return (
    <div className={styles.page}>
      <title>{`${product.name} | Home Tools`}</title>
      <img
        className={styles.picture}
        src={product.img || FALLBACK_IMG}
        alt={product.name}
        width={400}
        height={300}
        fetchPriority="high"
        onError={(event) => {
          const img = event.currentTarget;
          if (!img.src.endsWith(FALLBACK_IMG)) img.src = FALLBACK_IMG;
        }}
      />
      <div className={styles.facts}>
        <Breadcrumb
          trail={[
            { label: "Home", to: paths.root },
            ...(category ? [{ label: category.name, to: paths.category(category.slug) }] : []),
            { label: product.name },
          ]}
        />
        <h1>{product.name}</h1>
        <p className={styles.price}>{formatMoney(product.price)}</p>
        <RatingLine rating={rating} shown={reviews.length} />
        <p>
          {inStock ? `In stock: ${product.available}` : "Out of stock"} · Minimum order: {product.minimumOrder}
        </p>
        <p>{product.description}</p>
        <div className={styles.actions}>
          <Link className={styles.buy} to={paths.product(product._id)}>
            Buy Now
          </Link>
          <AddToCartButton product={product} />
        </div>
      </div>
      <ToolReviews key={product._id} productId={product._id} first={reviews} next={nextReviews} />
    </div>
  );
}
