import { CATEGORY_PAGE_SIZE } from "@hometools/contract";
import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { Breadcrumb } from "../../components/catalogue/breadcrumb";
import { paths } from "../../config/paths";
import { useCategories, type Category } from "../../lib/categories";
import { LoadError } from "../../components/feedback/query-states";
import { useEmbeddedList } from "./api/embedded-list";
import { ToolFinder } from "./find/tool-finder";
import styles from "./find/list-page.module.css";

/**
 * /category/{slug}: the list of /tools for one category, with its own title and description. The
 * `pages` function serves it with the category's head and first page of tools; on that first visit
 * this page draws what the server embedded instead of asking the API again (like a tool page).
 */
export function CategoryPage({ notFound }: { notFound: ReactNode }) {
  const { slug = "" } = useParams();
  const embedded = useEmbeddedList(slug);
  const { state, retry } = useCategories();
  const category: Category | undefined =
    (embedded?.category?.slug === slug ? embedded.category : undefined) ??
    state.data?.find((item) => item.slug === slug);

  if (!category && state.status === "success") return notFound;
  if (!category && state.status === "error")
    return (
      <div className={styles.page}>
        <LoadError what="this category" error={state.error} onRetry={retry} />
      </div>
    );
  return (
    <div className={styles.page}>
      {category && <title>{`${category.name} | Home Tools`}</title>}
      <Breadcrumb trail={[{ label: "Home", to: paths.root }, { label: category?.name ?? slug }]} />
      <h1 className={styles.title}>{category?.name ?? "\u00a0"}</h1>
      <p className={styles.lead}>{category?.description || "\u00a0"}</p>
      <ToolFinder
        key={slug}
        base={paths.category(slug)}
        category={slug}
        first={embedded?.category?.slug === slug ? embedded.page : null}
        pageSize={CATEGORY_PAGE_SIZE}
      />
    </div>
  );
}
