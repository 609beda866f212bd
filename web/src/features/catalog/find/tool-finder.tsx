import { useId, useMemo, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { CardGrid } from "../../../components/catalogue/card-grid";
import { PICTURE_SIZES } from "../../../components/catalogue/tool-picture";
import { EmptyState, LoadError } from "../../../components/feedback/query-states";
import buttons from "../../../components/buttons/buttons.module.css";
import type { Category } from "../../../lib/categories";
import { LoadingCardGrid } from "../components/card-skeleton";
import { ProductCard } from "../components/product-card";
import {
  cursorOf,
  filtersFromSearch,
  productsPathFor,
  searchFromFilters,
  toolSortLabels,
  toolSorts,
  typedPrice,
  withChange,
  type ToolFilters,
  type ToolSort,
} from "./tool-filters";
import styles from "./tool-finder.module.css";
import { useToolsPage, type ToolsPage } from "./use-tools-page";

/** What the history entry of a page of results keeps: the cursors of the pages before it ("" = the first). */
interface PagerState {
  cursors?: string[];
}

/**
 * The list of tools of /tools (every category, with chips to pick one) and of a category page
 * (`category` fixed): sort, "In stock only" and a price range, a page at a time. Every choice lives
 * in the URL's search params and the cursors of earlier pages in the history entry, so a link, a
 * reload or the back button shows the same view.
 */
export function ToolFinder({
  base,
  category,
  categories,
  first,
  pageSize,
}: {
  /** The page's path: /tools or /category/{slug}. */
  base: string;
  /** A category page's slug; /tools has none. */
  category?: string;
  /** The chips (/tools): every category, when known. */
  categories?: Category[];
  /** The first page the server embedded, for the URL without filters. */
  first?: ToolsPage | null;
  /** The page size when the URL names none (a category page: the server's first page's). */
  pageSize?: number;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const filters = useMemo(() => filtersFromSearch(location.search), [location.search]);
  const cursors = (location.state as PagerState | null)?.cursors ?? [];
  const path = productsPathFor(category ? { ...filters, category: null } : filters, category, pageSize);
  // The embedded first page answers the URL without filters (a campaign's utm_source is no filter).
  const unfiltered = searchFromFilters(filters).toString() === "";
  const { state, retry, stale } = useToolsPage(path, unfiltered ? first : null);

  const go = (next: ToolFilters, pager: string[] = []) => {
    const query = searchFromFilters(category ? { ...next, category: null } : next).toString();
    navigate({ pathname: base, search: query ? `?${query}` : "" }, { state: { cursors: pager } satisfies PagerState });
  };
  const change = (patch: Partial<Omit<ToolFilters, "cursor">>) => go(withChange(filters, patch));
  const chipTo = (slug: string | null) => {
    const query = searchFromFilters(withChange(filters, { category: slug })).toString();
    return `${base}${query ? `?${query}` : ""}`;
  };

  const applyPrices = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const minPrice = typedPrice(String(form.get("minPrice") ?? ""));
    const maxPrice = typedPrice(String(form.get("maxPrice") ?? ""));
    if (minPrice === undefined || maxPrice === undefined) return;
    change({ minPrice, maxPrice });
  };

  const page = state.data;
  const nextCursor = cursorOf(page?.next ?? null);
  return (
    <div className={styles.finder}>
      {/* One row that scrolls sideways, drawn (with "All tools") before the categories arrive, so
          their chips move nothing below them. */}
      {categories && (
        <nav aria-label="Categories" className={styles.chips}>
          <Link className={styles.chip} to={chipTo(null)} aria-current={filters.category === null ? "page" : undefined}>
            All tools
          </Link>
          {categories.map((item) => (
            <Link
              key={item.slug}
              className={styles.chip}
              to={chipTo(item.slug)}
              aria-current={filters.category === item.slug ? "page" : undefined}
            >
              {item.name}
            </Link>
          ))}
        </nav>
      )}
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor={`${id}-sort`}>Sort</label>
          <select
            id={`${id}-sort`}
            className={styles.control}
            value={filters.sort}
            onChange={(event) => change({ sort: event.target.value as ToolSort })}
          >
            {toolSorts.map((sort) => (
              <option key={sort} value={sort}>
                {toolSortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filters.inStock}
            onChange={(event) => change({ inStock: event.target.checked })}
          />
          In stock only
        </label>
        {/* Keyed by the URL's prices, so the boxes show them again after back, forward or a link. */}
        <form
          key={`${filters.minPrice}-${filters.maxPrice}`}
          className={styles.prices}
          onSubmit={applyPrices}
          aria-label="Price range"
        >
          <PriceBox id={`${id}-min`} name="minPrice" label="Min price ($)" value={filters.minPrice} />
          <PriceBox id={`${id}-max`} name="maxPrice" label="Max price ($)" value={filters.maxPrice} />
          <button type="submit" className={`${buttons.button} ${buttons.outlined}`}>
            Apply
          </button>
          <p className={styles.hint}>Dollars; a price range sorts by price.</p>
        </form>
      </div>

      <Results state={state} stale={stale} onRetry={retry} />

      {page && (cursors.length > 0 || filters.cursor || nextCursor) && (
        <nav aria-label="Pages" className={styles.pager}>
          {filters.cursor && (
            <button
              type="button"
              className={`${buttons.button} ${buttons.outlined}`}
              onClick={() => go({ ...filters, cursor: cursors.at(-1) || null }, cursors.slice(0, -1))}
            >
              {cursors.length > 0 ? "Previous page" : "First page"}
            </button>
          )}
          {nextCursor && (
            <button
              type="button"
              className={`${buttons.button} ${buttons.outlined}`}
              onClick={() => go({ ...filters, cursor: nextCursor }, [...cursors, filters.cursor ?? ""])}
            >
              Next page
            </button>
          )}
        </nav>
      )}
    </div>
  );
}

/** One bound of the price range: dollars with at most two decimals, read by the form on Apply. */
function PriceBox({ id, name, label, value }: { id: string; name: string; label: string; value: number | null }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        className={styles.control}
        inputMode="decimal"
        pattern="\d{1,6}(\.\d{1,2})?"
        defaultValue={value ?? ""}
      />
    </div>
  );
}

function Results({
  state,
  stale,
  onRetry,
}: {
  state: ReturnType<typeof useToolsPage>["state"];
  stale: boolean;
  onRetry: () => void;
}) {
  if (state.status === "error") return <LoadError what="the tools" error={state.error} onRetry={onRetry} />;
  if (state.status === "loading") return <LoadingCardGrid />;
  if (state.data.items.length === 0)
    return <EmptyState title="No tools match these filters">Try another price range or category.</EmptyState>;
  return (
    <CardGrid kind="tools" busyLabel={stale ? "Loading tools" : undefined}>
      {state.data.items.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} heading="h2" first={index < 2} sizes={PICTURE_SIZES.list} />
        </li>
      ))}
    </CardGrid>
  );
}
