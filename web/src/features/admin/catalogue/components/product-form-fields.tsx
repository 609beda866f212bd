import type { ProductImage } from "@hometools/contract";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useCategories } from "../../../../lib/categories";
import { useTeamRole } from "../../../../lib/session/team-role";
import { ImagePreview } from "./image-preview";

/** The first photo: the main picture, shown in place of the image URL while the tool has photos. */
function MainPhoto({ photo }: { photo: ProductImage }) {
  return (
    <Box sx={{ gridColumn: "1 / -1", display: "flex", alignItems: "center", gap: 2 }}>
      <img
        src={photo.src}
        alt={photo.alt}
        width={160}
        height={120}
        style={{ objectFit: "contain", borderRadius: 8, border: "1px solid #C9C2B6", background: "#FAF8F5" }}
      />
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        Main picture: the first photo (below), on the tool&apos;s card and page. Move another photo first to change it;
        the image URL shows again if every photo is removed.
      </Typography>
    </Box>
  );
}

type ProductField = "name" | "price" | "minimumOrder" | "description" | "img" | "category" | "brand" | "gtin" | "mpn";
/** The form's binder (lib/form-fields.ts): Add Product's form has these fields and one more. */
type Bind = (name: ProductField, hint?: string) => UseFormRegisterReturn & { error: boolean; helperText?: string };

/**
 * The product's fields as Add Product and Edit show them, in a two-column grid: name and price
 * (required), minimum order, then `extra` (Add Product's stock), description, image URL and its preview.
 * A tool with options shows `priceRange` read-only in place of the price: its variants hold the prices.
 * A tool with photos shows its first (`mainPhoto`) in place of the image URL: while it has one, that
 * is its picture (docs/api.md, "Photos"); `imageHint` says so on Add Product once photos are picked.
 */
export function ProductFormFields({
  field,
  name,
  img,
  priceHint,
  autoFocus = false,
  extra,
  priceRange,
  mainPhoto,
  imageHint,
}: {
  field: Bind;
  name: string;
  img: string;
  priceHint: string;
  autoFocus?: boolean;
  extra?: ReactNode;
  priceRange?: string;
  mainPhoto?: ProductImage;
  imageHint?: string;
}) {
  const categories = useCategories();
  // Price, category and the merchant fields are the owner's to change (docs/api.md "Team and
  // activity"): staff see them read-only rather than meet a 403 on saving.
  const staff = useTeamRole() === "staff";
  const owners = (name: ProductField, hint?: string) => {
    const bound = field(name, staff ? "Only the shop's owner changes this" : hint);
    return staff ? { ...bound, slotProps: { htmlInput: { readOnly: true } } } : bound;
  };
  return (
    <>
      <TextField label="Name" required autoFocus={autoFocus} {...field("name", "At most 20 characters")} />
      {priceRange === undefined ? (
        <TextField
          key="price"
          label="Price"
          required
          type="number"
          slotProps={{ htmlInput: { step: "0.01", min: 0, inputMode: "decimal", readOnly: staff } }}
          {...field("price", staff ? "Only the shop's owner changes prices" : priceHint)}
        />
      ) : (
        <TextField
          key="price-range"
          label="Price"
          value={priceRange}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText={staff ? "Only the shop's owner changes prices" : "Each variant's own: change them under Variants"}
        />
      )}
      <TextField
        label="Minimum order"
        type="number"
        slotProps={{ htmlInput: { step: 1, min: 1, inputMode: "numeric" } }}
        {...field("minimumOrder", "Defaults to 1")}
      />
      <TextField
        label="Category"
        select
        slotProps={{ select: { native: true }, htmlInput: { disabled: staff } }}
        {...field("category", staff ? "Only the shop's owner changes this" : "Where shoppers find it")}
      >
        <option value="">None</option>
        {(categories.state.data ?? []).map((category) => (
          <option key={category.slug} value={category.slug}>
            {category.name}
          </option>
        ))}
      </TextField>
      {extra}
      {/* What Google's merchant listings read (docs/api.md): each optional. */}
      <TextField label="Brand" {...owners("brand", "Up to 40 characters")} />
      <TextField label="GTIN" inputMode="numeric" {...owners("gtin", "The barcode: 8, 12, 13 or 14 digits")} />
      <TextField label="MPN" {...owners("mpn", "The maker's part number")} />
      <TextField
        label="Description"
        multiline
        rows={3}
        sx={{ gridColumn: { sm: "1 / -1" } }}
        {...field("description")}
      />
      {mainPhoto ? (
        <MainPhoto photo={mainPhoto} />
      ) : (
        <>
          <TextField
            label="Image URL"
            placeholder="/images/products/claw-hammer.svg or https://…"
            sx={{ gridColumn: { sm: "1 / -1" } }}
            {...field("img", imageHint)}
          />
          <Box sx={{ gridColumn: "1 / -1" }}>
            <ImagePreview url={img} name={name} />
          </Box>
        </>
      )}
    </>
  );
}
