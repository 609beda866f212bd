import type { ProductSort } from "@hometools/contract";
import { useId } from "react";
import styles from "./catalog-filters.module.css";

const sortLabels: Record<ProductSort, string> = {
  newest: "Newest",
  price: "Price: low to high",
  "-price": "Price: high to low",
  rating: "Best rated",
  name: "Name",
};

/** The search box and sort above the home grid. */
export function CatalogFilters({
  q,
  sort,
  onSearch,
  onSort,
}: {
  q: string;
  sort: ProductSort;
  onSearch: (q: string) => void;
  onSort: (sort: ProductSort) => void;
}) {
  const id = useId();
  return (
    <form className={styles.bar} role="search" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor={`${id}-q`}>Search tools</label>
        <input
          className={styles.control}
          id={`${id}-q`}
          type="search"
          name="q"
          placeholder="hammer"
          autoComplete="off"
          maxLength={100}
          value={q}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select
          className={styles.control}
          id={`${id}-sort`}
          name="sort"
          value={sort}
          onChange={(event) => onSort(event.target.value as ProductSort)}
        >
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
