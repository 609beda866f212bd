import Box from "@mui/material/Box";
import type { ProductSort } from "@hometools/contract";
import { useEffect, useState } from "react";
import { EmptyState, LoadError } from "../../../components/query-states";
import { SectionHeading } from "../../../components/section-heading";
import { ShowMore } from "../../../components/show-more";
import { useProducts } from "../api/get-products";
import { CardSkeleton } from "./card-skeleton";
import { CatalogFilters } from "./catalog-filters";
import { ProductCard } from "./product-card";

const gridSx = {
  listStyle: "none",
  m: 0,
  p: 0,
  display: "grid",
  gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
  gap: { xs: 3, md: 4 },
  // Odd and even cards sit at different heights on wide screens (spec section 2). Margins, not
  // transforms, so that the offset takes up room and no card overlaps the next row.
  "& > li:nth-of-type(odd)": { mb: { lg: 5 } },
  "& > li:nth-of-type(even)": { mt: { lg: 5 } },
} as const;

/** What was typed, once typing pauses: one request per search, not per key. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** 'Our Tools': the product grid of the home page, a page at a time, searchable and sorted. */
export function ToolsSection() {
  const [typed, setTyped] = useState("");
  const [sort, setSort] = useState<ProductSort>("newest");
  const q = useSettled(typed).trim();
  const { state, retry, more } = useProducts(q, sort);
  return (
    <Box component="section" id="tools" aria-labelledby="tools-title" sx={{ scrollMarginTop: 80 }}>
      <SectionHeading id="tools-title" title="Our Tools">
        Workshop-grade tools, tested on real jobs and priced for homeowners.
      </SectionHeading>
      <CatalogFilters q={typed} sort={sort} onSearch={setTyped} onSort={setSort} />
      {state.status === "error" && <LoadError what="the tools" error={state.error} onRetry={retry} />}
      {state.status === "loading" && (
        <Box component="ul" sx={gridSx} aria-busy="true" aria-label="Loading tools">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <CardSkeleton />
            </li>
          ))}
        </Box>
      )}
      {state.status === "success" && state.data.length === 0 && q !== "" && (
        <EmptyState title={`No tools match "${q}"`}>Try another word, or the start of one.</EmptyState>
      )}
      {state.status === "success" && state.data.length === 0 && q === "" && (
        <EmptyState title="No tools in the shop yet">New stock is on its way. Please check back soon.</EmptyState>
      )}
      {state.status === "success" && state.data.length > 0 && (
        <Box component="ul" sx={gridSx}>
          {state.data.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </Box>
      )}
      {state.status === "success" && <ShowMore more={more} label="Show more tools" />}
    </Box>
  );
}
