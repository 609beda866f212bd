import {
  categoryMessages,
  chooseMessage,
  imageMessages,
  IMAGE_MAX_BYTES,
  MAX_IMAGES,
  productMessages,
  variantMessages,
} from "@hometools/contract";
import type { CatalogueRefusal } from "../../domain/catalogue/refusals";
import { AppError } from "../../errors";
import { badField, type Wording } from "./wording";

const priceSort = "A price range sorts by price: send sort=price or sort=-price with it";

export const catalogueWording: Wording<CatalogueRefusal> = {
  "product-changed": ({ current }) =>
    new AppError("version-conflict", "Someone else changed this product since you opened it", 409, { current }),
  "unknown-category": () => badField("category", categoryMessages.unknown),
  "slug-taken": () =>
    new AppError("slug-taken", "A category already has this slug", 409, { fields: { slug: "Already taken" } }),
  "category-in-use": ({ tools }) =>
    new AppError("category-in-use", `${tools} tool(s) are in this category: move them to another first`, 409),
  "choose-variant": ({ optionNames }) => badField("variantId", chooseMessage(optionNames.map((name) => ({ name })))),
  "no-such-variant": () => badField("variantId", variantMessages.noSuchOption),
  "sku-taken": ({ index }) =>
    new AppError("sku-taken", "Another variant already has this SKU", 409, {
      fields: { [`variants.${index}.sku`]: "Already taken" },
    }),
  "kept-variant-stock": ({ index }) => badField(`variants.${index}.available`, productMessages.availableRefused),
  "unknown-variant-id": ({ index, plain }) =>
    badField(
      `variants.${index}.id`,
      plain ? 'A tool without options has one variant: "default"' : "This tool has no variant with this id",
    ),
  "price-in-variants": () =>
    badField("price", "This tool's prices are its variants': change them with PUT /products/{id}/variants"),
  "no-photo": () => badField("file", imageMessages.fileRequired),
  "not-an-image": () => badField("file", imageMessages.notAnImage),
  "image-too-large": () => badField("file", imageMessages.tooLarge),
  "photo-file-too-big": () =>
    new AppError("payload-too-large", `A photo must be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`, 413, {
      fields: { file: `At most ${IMAGE_MAX_BYTES / 1024 / 1024} MB` },
    }),
  "too-many-images": () =>
    new AppError("too-many-images", `A tool has at most ${MAX_IMAGES} photos: remove one first`, 409),
  "image-order": () => badField("order", imageMessages.order),
  "unknown-image": ({ id }) => badField(`alt.${id}`, "This tool has no photo with this id"),
  "stock-below-zero": ({ available, removing }) =>
    new AppError("out-of-stock", `Only ${available} in stock: cannot remove ${removing}`, 409, {
      fields: { delta: `At most ${available} can be removed` },
    }),
  // Under every bound sent; the message names the first.
  "price-range-unsorted": ({ bounds }) =>
    new AppError("bad-request", `${bounds[0]}: ${priceSort}`, 400, {
      fields: Object.fromEntries(bounds.map((bound) => [bound, priceSort])),
    }),
};
