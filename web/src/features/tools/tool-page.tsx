import { lazy, Suspense, type ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { AddToCartButton } from "../../components/catalogue/add-to-cart-button";
import { Breadcrumb } from "../../components/catalogue/breadcrumb";
import { PICTURE_SIZES, toolPicture } from "../../components/catalogue/tool-picture";
import { LoadError } from "../../components/feedback/query-states";
import { paths } from "../../config/paths";
import { useCategories } from "../../lib/categories";
import { formatMoney } from "../../lib/format";
import { useVariantParam } from "../../lib/use-variant-param";
import { chosenVariant, hasPieces, optionsOf, variantsOf } from "../../lib/variants";
import { RatingLine, ToolReviews } from "./components/tool-reviews";
import { VariantChoice } from "./components/variant-choice";
import styles from "./tool-page.module.css";
import { useTool } from "./use-tool";

// Only a sold-out tool or variant shows it: a page in stock loads none of it.
const BackInStock = lazy(async () => ({ default: (await import("./components/back-in-stock")).BackInStock }));

/**
 * A tool's public page, /tools/{id} (docs/decisions/033): no sign-in, what a search engine links
 * to. Hosting serves it through the `pages` function with the tool's own head and the tool as
 * static HTML; this page takes over with the same layout, Buy Now (the spec's guarded purchase
 * page) and Add to cart. Plain elements and a CSS module, no MUI, like the home page's cards.
 * A tool with options shows a radio group per option; the variant chosen is kept in the URL
 * (`?variant=<id>`, replaced, not pushed), so a link opens that choice, and the price, stock, SKU,
 * Add to cart and Buy Now follow it.
 */
export function ToolPage({ notFound }: { notFound: ReactNode }) {
  const { productId = "" } = useParams();
  const { state, retry } = useTool(productId);
  const categories = useCategories();
  const [chosenId, choose] = useVariantParam();

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
  const options = optionsOf(product);
  const variants = variantsOf(product);
  const variant = chosenVariant(product, chosenId);
  const withOptions = options.length > 0;
  const price = withOptions ? variant.price : product.price;
  const available = withOptions ? variant.available : product.available;
  const inStock = available >= Math.max(1, product.minimumOrder);
  const slug = product.category;
  const category = slug ? categories.state.data?.find((item) => item.slug === slug) : undefined;
  return (
    <div className={styles.page}>
      <title>{`${product.name} | Home Tools`}</title>
      {/* The page's largest paint, as the server's first paint drew it (same srcset, sizes and size). */}
      <img className={styles.picture} {...toolPicture(product, PICTURE_SIZES.tool)} fetchPriority="high" />
      <div className={styles.facts}>
        <Breadcrumb
          trail={[
            { label: "Home", to: paths.root },
            ...(category ? [{ label: category.name, to: paths.category(category.slug) }] : []),
            { label: product.name },
          ]}
        />
        <h1>{product.name}</h1>
        <p className={styles.price}>{formatMoney(price)}</p>
        <RatingLine rating={rating} shown={reviews.length} />
        {withOptions && <VariantChoice options={options} variants={variants} chosen={variant} onChoose={choose} />}
        <p aria-live="polite">
          {inStock ? `In stock: ${available}` : "Out of stock"} · Minimum order: {product.minimumOrder}
        </p>
        {variant.sku !== null && <p className={styles.sku}>SKU: {variant.sku}</p>}
        <p>{product.description}</p>
        <div className={styles.actions}>
          <Link
            className={styles.buy}
            to={
              withOptions
                ? `${paths.product(product._id)}?variant=${encodeURIComponent(variant.id)}`
                : paths.product(product._id)
            }
          >
            Buy Now
          </Link>
          <AddToCartButton
            product={
              withOptions ? { ...product, available, variantId: variant.id, variantLabel: variant.label } : product
            }
            disabled={withOptions && !hasPieces(variant)}
          />
        </div>
        {available === 0 && (
          <Suspense fallback={null}>
            <BackInStock
              key={variant.id}
              productId={product._id}
              variantId={withOptions ? variant.id : undefined}
              what={withOptions ? `${product.name} (${variant.label})` : product.name}
            />
          </Suspense>
        )}
      </div>
      <ToolReviews key={product._id} productId={product._id} first={reviews} next={nextReviews} />
    </div>
  );
}
