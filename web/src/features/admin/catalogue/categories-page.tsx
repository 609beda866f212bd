import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import { DashboardPanel } from "../../../components/layout/dashboard-panel";
import { LoadError } from "../../../components/feedback/query-states";
import { ApiError } from "../../../lib/api/api-client";
import type { Category } from "@hometools/contract";
import { useApiQuery } from "../../../lib/api/use-api-query";
import { useWrite } from "../../../lib/api/use-write";
import { addCategory, deleteCategory, editCategory } from "./api/categories";

type Form = { slug: string; name: string; description: string; position: string };
const emptyForm: Form = { slug: "", name: "", description: "", position: "" };

/** The server's 400 field errors of the last failed write, by field. */
function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 400 ? (error.fields ?? {}) : {};
}

/** A whole number typed as a position, else what was typed (the server says why it refuses it). */
const positionOf = (text: string) =>
  text.trim() === "" ? undefined : /^-?\d+$/.test(text.trim()) ? Number(text) : text;

/**
 * Categories (the owner's): the list in the shop's order with each one's count of tools; add,
 * rename, describe, move and delete. A category some tool still has cannot be deleted (409
 * category-in-use): the page says so beside it.
 */
export function CategoriesPage() {
  // Signed in, so the list is asked fresh (the public one is cached at the CDN for a minute).
  const { state, retry } = useApiQuery<Category[]>("/categories");
  const write = useWrite<string>();
  const [form, setForm] = useState<Form>(emptyForm);
  const [editing, setEditing] = useState<{ slug: string; form: Form } | null>(null);
  const [inUse, setInUse] = useState<{ slug: string; message: string } | null>(null);
  const [lastFailed, setLastFailed] = useState<"new" | "edit" | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setLastFailed(null);
    const done = await write.run(
      () =>
        addCategory({
          slug: form.slug.trim(),
          name: form.name,
          description: form.description,
          position: positionOf(form.position) as number | undefined,
        }),
      { key: "new", success: `${form.name} added`, inline: true },
    );
    if (done.ok) {
      setForm(emptyForm);
      retry();
    } else setLastFailed("new");
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    setLastFailed(null);
    const done = await write.run(
      () =>
        editCategory(editing.slug, {
          name: editing.form.name,
          description: editing.form.description,
          position: positionOf(editing.form.position) as number | undefined,
        }),
      { key: "edit", success: `${editing.form.name} saved`, inline: true },
    );
    if (done.ok) {
      setEditing(null);
      retry();
    } else setLastFailed("edit");
  };
  const remove = async (category: Category) => {
    setInUse(null);
    const done = await write.run(() => deleteCategory(category.slug), {
      key: category.slug,
      success: `${category.name} deleted`,
      inline: true,
    });
    if (done.ok) retry();
    else if (done.error instanceof ApiError && done.error.status === 409)
      setInUse({
        slug: category.slug,
        message: `${category.name} still has tools, so it cannot be deleted. Move its tools to another category first.`,
      });
    else
      setInUse({ slug: category.slug, message: done.error instanceof Error ? done.error.message : "Could not delete" });
  };

  const newErrors = lastFailed === "new" ? fieldErrors(write.error) : {};
  const editErrors = lastFailed === "edit" ? fieldErrors(write.error) : {};
  const formError = (which: "new" | "edit") =>
    lastFailed === which && write.error instanceof Error && Object.keys(fieldErrors(write.error)).length === 0
      ? write.error.message
      : null;

  return (
    <DashboardPanel title="Categories" subtitle="How shoppers find a tool: the chips of /tools and a page each.">
      {state.status === "error" && <LoadError what="the categories" error={state.error} onRetry={retry} />}
      <Box component="ol" aria-label="Categories" sx={{ p: 0, m: 0, listStyle: "none", display: "grid", gap: 1.5 }}>
        {(state.data ?? []).map((category, index) => (
          <Box
            component="li"
            key={category.slug}
            sx={{
              display: "flex",
              gap: 2,
              alignItems: "center",
              flexWrap: "wrap",
              borderBottom: 1,
              borderColor: "divider",
              pb: 1.5,
            }}
          >
            <Box sx={{ flex: "1 1 260px" }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {index + 1}. {category.name}
              </Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                /{category.slug} · {category.productCount} {category.productCount === 1 ? "tool" : "tools"}
                {category.description ? ` · ${category.description}` : ""}
              </Typography>
              {inUse?.slug === category.slug && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {inUse.message}
                </Alert>
              )}
            </Box>
            <Button
              variant="outlined"
              aria-label={`Edit: ${category.name}`}
              onClick={() =>
                setEditing({
                  slug: category.slug,
                  form: { slug: category.slug, name: category.name, description: category.description, position: "" },
                })
              }
            >
              Edit
            </Button>
            <Button
              variant="outlined"
              color="error"
              aria-label={`Delete: ${category.name}`}
              disabled={write.isBusy(category.slug)}
              onClick={() => void remove(category)}
            >
              Delete
            </Button>
          </Box>
        ))}
      </Box>

      <Box
        component="form"
        aria-label="Add a category"
        onSubmit={(event) => void add(event)}
        sx={{ display: "grid", gap: 2, mt: 3, maxWidth: 520 }}
      >
        <Typography variant="h6" component="h2">
          Add a category
        </Typography>
        {formError("new") && <Alert severity="error">{formError("new")}</Alert>}
        <TextField
          label="Slug"
          required
          value={form.slug}
          error={Boolean(newErrors.slug)}
          helperText={newErrors.slug ?? "Its address: lower case letters, digits and single hyphens (power-tools)"}
          onChange={(e) => setForm({ ...form, slug: e.target.value })}
        />
        <TextField
          label="Name"
          required
          value={form.name}
          error={Boolean(newErrors.name)}
          helperText={newErrors.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <TextField
          label="Description"
          multiline
          minRows={2}
          value={form.description}
          error={Boolean(newErrors.description)}
          helperText={newErrors.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
        <TextField
          label="Position (optional)"
          inputMode="numeric"
          value={form.position}
          error={Boolean(newErrors.position)}
          helperText={newErrors.position ?? "Blank: after the last"}
          onChange={(e) => setForm({ ...form, position: e.target.value })}
        />
        <Button type="submit" variant="contained" disabled={write.isBusy("new")}>
          Add category
        </Button>
      </Box>

      <Dialog open={editing !== null} onClose={() => setEditing(null)} aria-labelledby="edit-category-title" fullWidth>
        {editing && (
          <Box component="form" onSubmit={(event) => void save(event)}>
            <DialogTitle id="edit-category-title">Edit {editing.slug}</DialogTitle>
            <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
              {formError("edit") && <Alert severity="error">{formError("edit")}</Alert>}
              <TextField
                label="Name"
                required
                value={editing.form.name}
                error={Boolean(editErrors.name)}
                helperText={editErrors.name}
                onChange={(e) => setEditing({ ...editing, form: { ...editing.form, name: e.target.value } })}
              />
              <TextField
                label="Description"
                multiline
                minRows={2}
                value={editing.form.description}
                error={Boolean(editErrors.description)}
                helperText={editErrors.description}
                onChange={(e) => setEditing({ ...editing, form: { ...editing.form, description: e.target.value } })}
              />
              <TextField
                label="Position (optional)"
                inputMode="numeric"
                value={editing.form.position}
                error={Boolean(editErrors.position)}
                helperText={editErrors.position ?? "Blank: keep its place; 0 first, larger later"}
                onChange={(e) => setEditing({ ...editing, form: { ...editing.form, position: e.target.value } })}
              />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={() => setEditing(null)} color="secondary">
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={write.isBusy("edit")}>
                Save
              </Button>
            </DialogActions>
          </Box>
        )}
      </Dialog>
    </DashboardPanel>
  );
}
