import type { Product, ProductSort } from "@hometools/contract";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { CardGrid } from "../../../components/catalogue/card-grid";
import { EmptyState, LoadError } from "../../../components/feedback/query-states";
import { SectionHeading } from "../../../components/layout/section-heading";
import { ShowMore } from "../../../components/buttons/show-more";
import { paths } from "../../../config/paths";
import { useCategories } from "../../../lib/categories";
import { useInView } from "../../../lib/use-in-view";
import { useProducts } from "../api/get-products";
import type { QueryState } from "../../../lib/api/use-api-query";
import { LoadingCardGrid } from "./card-skeleton";
import { CatalogFilters } from "./catalog-filters";
import { ProductCard } from "./product-card";
import styles from "./tools-section.module.css";

type ProductsState = QueryState<Product[]>;

/** What was typed, once typing pauses: one request per search, not per key. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The grid, or what stands for it while loading, empty or failed. */
function ToolsGrid({ state, q, onRetry }: { state: ProductsState; q: string; onRetry: () => void }) {
  if (state.status === "error") return <LoadError what="the tools" error={state.error} onRetry={onRetry} />;
  if (state.status === "loading") return <LoadingCardGrid />;
  if (state.data.length === 0 && q !== "")
    return <EmptyState title={`No tools match "${q}"`}>Try another word, or the start of one.</EmptyState>;
  if (state.data.length === 0)
    return <EmptyState title="No tools in the shop yet">New stock is on its way. Please check back soon.</EmptyState>;
  return (
    <CardGrid kind="tools">
      {state.data.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} />
        </li>
      ))}
    </CardGrid>
  );
}

/** 'Our Tools': the product grid of the home page, a page at a time, searchable and sorted. */
export function ToolsSection() {
  const [typed, setTyped] = useState("");
  const [sort, setSort] = useState<ProductSort>("newest");
  const q = useSettled(typed).trim();
  const { state, retry, more } = useProducts(q, sort);
  // A page of cards arrives in one synchronous render (swr's store); deferring it lets React
  // build the cards in small slices, so the page stays responsive while they render (Lighthouse TBT).
  const shown = useDeferredValue(state);
  const grid = useMemo(() => <ToolsGrid state={shown} q={q} onRetry={retry} />, [shown, q, retry]);
  return (
    <section id="tools" aria-labelledby="tools-title" style={{ scrollMarginTop: 80 }}>
      <SectionHeading id="tools-title" title="Our Tools">
        Workshop-grade tools, tested on real jobs and priced for homeowners.
      </SectionHeading>
      <CatalogFilters q={typed} sort={sort} onSearch={setTyped} onSort={setSort} />
      {grid}
      {shown.status === "success" && <ShowMore more={more} label="Show more tools" />}
      <BrowseLinks />
    </section>
  );
}

/**
 * Under the grid: every tool with the filters (/tools), and each category's page. The categories
 * are asked for as the links come near the screen, not during the home page's load.
 */
function BrowseLinks() {
  const { ref, inView } = useInView<HTMLElement>({ threshold: 0, rootMargin: "400px" });
  return (
    <nav ref={ref} aria-label="Browse tools" className={styles.browse}>
      <Link to={paths.tools} className={styles.all}>
        Browse all tools
      </Link>
      {inView && <CategoryLinks />}
    </nav>
  );
}

function CategoryLinks() {
  const { state } = useCategories();
  return (state.data ?? []).map((category) => (
    <Link key={category.slug} to={paths.category(category.slug)} className={styles.category}>
      {category.name}
    </Link>
  ));
}
