import { toolsPageText } from "@hometools/contract";
import { paths } from "../../config/paths";
import { useCategories } from "../../lib/categories";
import { useEmbeddedList } from "./api/embedded-list";
import { ToolFinder } from "./find/tool-finder";
import styles from "./find/list-page.module.css";

/**
 * /tools: every tool, with chips for the categories, sort, stock and price filters kept in the URL.
 * The `pages` function serves it with its first page of tools; on that first visit this page draws
 * what the server embedded instead of asking the API again (like a category page).
 */
export function ToolsListPage() {
  const embedded = useEmbeddedList(null);
  const { state } = useCategories();
  return (
    <div className={styles.page}>
      <title>{`${toolsPageText.title} | Home Tools`}</title>
      <h1 className={styles.title}>{toolsPageText.title}</h1>
      <p className={styles.lead}>{toolsPageText.lead}</p>
      <ToolFinder base={paths.tools} categories={state.data ?? []} first={embedded?.page} />
    </div>
  );
}
