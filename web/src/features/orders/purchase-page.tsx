import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { AddToCartButton } from "../../components/catalogue/add-to-cart-button";
import { PageContainer } from "../../components/layout/page-container";
import { LoadError } from "../../components/feedback/query-states";
import { paths } from "../../config/paths";
import { ApiError } from "../../lib/api/api-client";
import { useSession } from "../../lib/session/session";
import { useWrite } from "../../lib/api/use-write";
import { useVariantParam } from "../../lib/use-variant-param";
import { chosenVariant, optionsOf, variantsOf } from "../../lib/variants";
import { useProduct } from "./api/get-product";
import { placeOrder } from "./api/place-order";
import { ProductSummary } from "./components/product-summary";
import { PurchaseForm, type PurchaseValues } from "./components/purchase-form";
import { VariantPicker } from "./components/variant-picker";

/**
 * /product/{productId}: the product card and the purchase form (spec section 2). For a tool with
 * options, the variant is chosen here too (`?variant=<id>`, as the tool page's Buy Now links), and
 * the price, stock and the order follow it.
 */
export function PurchasePage() {
  const { productId = "" } = useParams();
  const [chosenId, choose] = useVariantParam();
  const { user, isAdmin } = useSession();
  const { state, retry, update } = useProduct(productId);
  const [booked, setBooked] = useState(false);
  const { run, error } = useWrite();
  const product = state.data;
  const variant = product ? chosenVariant(product, chosenId) : undefined;
  const withOptions = product ? optionsOf(product).length > 0 : false;
  // What is sold: the tool at its chosen variant's price and stock (the tool's own without options).
  const sold = useMemo(
    () =>
      product &&
      variant &&
      (withOptions ? { ...product, price: variant.price, available: variant.available } : product),
    [product, variant, withOptions],
  );

  const purchase = async (values: PurchaseValues) => {
    const variantId = withOptions ? variant?.id : undefined;
    const done = await run(
      async () => {
        const order = await placeOrder({ productId, ...(variantId && { variantId }), ...values });
        update((product) => ({
          ...product,
          available: product.available - order.quantity,
          variants: product.variants?.map((item) =>
            item.id === (variantId ?? item.id) ? { ...item, available: item.available - order.quantity } : item,
          ),
        }));
        setBooked(true);
      },
      // The form shows a failure under itself, with the fields' messages under the fields.
      { success: "booked, please go to dashboard to purchase", inline: true },
    );
    // Stock or price moved under us: show the fresh numbers next to the message.
    if (!done.ok && done.error instanceof ApiError && done.error.status === 409) retry();
  };

  if (state.status === "error" && state.error instanceof ApiError && state.error.status === 404) {
    return (
      <PageContainer narrow>
        <title>Tool not found · Home Tools</title>
        <Typography variant="h4" component="h1">
          We could not find that tool
        </Typography>
        <Typography sx={{ mt: 1, color: "text.secondary" }}>
          It may have been sold out and removed from the shop.
        </Typography>
        <Button component={RouterLink} to={paths.root} variant="contained" sx={{ mt: 3 }}>
          Browse our tools
        </Button>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <title>{state.data ? `Buy ${state.data.name} · Home Tools` : "Buy a tool · Home Tools"}</title>
      {state.status === "error" && !state.data && <LoadError what="this tool" error={state.error} onRetry={retry} />}
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) minmax(0, 1fr)" },
          gap: { xs: 3, md: 5 },
          alignItems: "start",
        }}
      >
        {sold ? (
          <ProductSummary product={sold} sku={withOptions ? variant!.sku : null} />
        ) : (
          state.status === "loading" && (
            <Box role="status" aria-label="Loading the tool">
              <Skeleton variant="rounded" sx={{ aspectRatio: "4 / 3", height: "auto" }} />
              <Skeleton height={48} width="60%" sx={{ mt: 2 }} />
              <Skeleton />
              <Skeleton width="80%" />
            </Box>
          )
        )}
        {product && sold && user && (
          <Paper elevation={0} sx={{ border: "1px solid #E5E0D8", borderRadius: 3, p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
              Place your order
            </Typography>
            {booked && (
              <Alert severity="success" sx={{ mb: 2 }}>
                Your order is booked.{" "}
                {!isAdmin && (
                  <RouterLink to={paths.dashboard.orders} style={{ color: "inherit", fontWeight: 700 }}>
                    Go to My orders to pay
                  </RouterLink>
                )}
              </Alert>
            )}
            {withOptions && (
              <VariantPicker
                options={optionsOf(product)}
                variants={variantsOf(product)}
                chosen={variant!}
                onChoose={choose}
              />
            )}
            {sold.available < sold.minimumOrder ? (
              <Alert severity="warning">This tool is out of stock right now. Please check back soon.</Alert>
            ) : (
              <PurchaseForm
                product={sold}
                customer={{ name: user.displayName, email: user.email }}
                onPurchase={purchase}
                failure={error}
              />
            )}
            <Box sx={{ mt: 2 }}>
              <AddToCartButton
                product={withOptions ? { ...sold, variantId: variant!.id, variantLabel: variant!.label } : sold}
                disabled={withOptions && sold.available < 1}
              />
            </Box>
          </Paper>
        )}
      </Box>
    </PageContainer>
  );
}
