import { isImageUrl } from "@hometools/contract";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useState } from "react";

const frame = {
  width: 160,
  height: 120,
  borderRadius: 2,
  border: "1px dashed #C9C2B6",
  display: "grid",
  placeItems: "center",
  overflow: "hidden",
  bgcolor: "#FAF8F5",
} as const;

/**
 * What the product card will show for the Image URL being typed. Only an address the server
 * accepts (an https: URL or a site path) is loaded; anything else, or an image that fails to
 * load, shows a note instead, so the admin sees the problem before submitting.
 */
export function ImagePreview({ url, name }: { url: string; name: string }) {
  const src = url.trim();
  const [failed, setFailed] = useState<string | null>(null);
  const loadable = src !== "" && isImageUrl(src) && failed !== src;
  const note =
    src === "" ? "No image yet" : loadable ? null : isImageUrl(src) ? "The image did not load" : "No preview";

  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
      <Box sx={frame}>
        {loadable ? (
          <img
            key={src}
            src={src}
            alt={`Preview of ${name.trim() || "the product"}'s image`}
            width={160}
            height={120}
            style={{ objectFit: "contain" }}
            onError={() => setFailed(src)}
          />
        ) : (
          <Typography variant="body2" sx={{ color: "text.secondary", px: 1, textAlign: "center" }}>
            {note}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        Image preview: an https:// address or a path on this site such as /images/products/claw-hammer.svg.
      </Typography>
    </Box>
  );
}
