import { paths } from "../../config/paths";
import { useCategories } from "../../lib/categories";
import { ToolFinder } from "./find/tool-finder";
import { toolsPageText } from "./find/tools-page-text";
import styles from "./find/list-page.module.css";

/** /tools: every tool, with chips for the categories, sort, stock and price filters kept in the URL. */
export function ToolsListPage() {
  const { state } = useCategories();
  return (
    <div className={styles.page}>
      <title>{`${toolsPageText.title} | Home Tools`}</title>
      <h1 className={styles.title}>{toolsPageText.title}</h1>
      <p className={styles.lead}>{toolsPageText.lead}</p>
      <ToolFinder base={paths.tools} categories={state.data ?? []} />
    </div>
  );
}
