import { paths } from "../../config/paths";
import { useCategories } from "../../lib/categories";
import { ToolFinder } from "./find/tool-finder";
import styles from "./find/list-page.module.css";

/** /tools: every tool, with chips for the categories, sort, stock and price filters kept in the URL. */
export function ToolsListPage() {
  const { state } = useCategories();
  return (
    <div className={styles.page}>
      <title>All tools | Home Tools</title>
      <h1 className={styles.title}>All tools</h1>
      <p className={styles.lead}>Every tool in the workshop: pick a category, a budget or what is in stock.</p>
      <ToolFinder base={paths.tools} categories={state.data ?? []} />
    </div>
  );
}
