/** The local stack's seed: tools, reviews and the three accounts the README lists. */

/** `role`: the team role (docs/decisions/034-owner-and-staff.md); null for a shopper. */
export const seedAccounts = [
  { email: "admin@example.com", password: "admin123", displayName: "Shop Admin", role: "owner" },
  { email: "staff@example.com", password: "staff123", displayName: "Sam Staff", role: "staff" },
  { email: "buyer@example.com", password: "buyer123", displayName: "Bea Buyer", role: null },
] as const;

/** The seed's categories (docs/api.md, "Categories"): every seeded tool is in one. */
export const seedCategories = [
  {
    slug: "power-tools",
    name: "Power tools",
    description: "Drills, saws and drivers that run on a battery or the mains.",
    position: 0,
  },
  {
    slug: "hand-tools",
    name: "Hand tools",
    description: "Hammers, screwdrivers, wrenches and pliers for every job around the house.",
    position: 1,
  },
  {
    slug: "measuring",
    name: "Measuring",
    description: "Tapes and levels for straight shelves and cuts that fit the first time.",
    position: 2,
  },
  {
    slug: "cutting",
    name: "Cutting",
    description: "Knives and blades for carpet, drywall, cardboard and rope.",
    position: 3,
  },
  {
    slug: "garden",
    name: "Garden",
    description: "Tools for the lawn, the beds and the hedges.",
    position: 4,
  },
];

/** One size of a seeded tool (docs/decisions/045): its id, values, SKU, price in cents and pieces. */
const variant = (id: string, options: Record<string, string>, sku: string, priceCents: number, available: number) => ({
  id,
  options,
  sku,
  priceCents,
  available,
  gtin: null,
  mpn: null,
});

export const seedProducts = [
  {
    id: "claw-hammer",
    category: "hand-tools",
    name: "Claw Hammer",
    priceCents: 1850,
    available: 120,
    minimumOrder: 2,
    description: "A 16 oz forged steel hammer with a curved claw for pulling nails and a shock-absorbing grip.",
  },
  {
    id: "cordless-drill",
    category: "power-tools",
    name: "Cordless Drill",
    priceCents: 8999,
    available: 40,
    minimumOrder: 1,
    description: "An 18 V drill-driver with two speeds, a keyless chuck and a battery that lasts a weekend of shelves.",
  },
  {
    id: "circular-saw",
    category: "power-tools",
    name: "Circular Saw",
    priceCents: 12900,
    available: 25,
    minimumOrder: 1,
    description: "A 7-1/4 inch saw with a bevel up to 45 degrees and an electric brake for clean, safe cuts.",
  },
  {
    id: "tape-measure",
    category: "measuring",
    name: "Tape Measure",
    minimumOrder: 5,
    description: "A locking tape with a magnetic hook and imperial and metric markings, in two lengths.",
    options: [{ name: "Length", values: ["5 m", "8 m"] }],
    variants: [
      variant("5-m", { Length: "5 m" }, "TM-5", 975, 200),
      variant("8-m", { Length: "8 m" }, "TM-8", 1250, 100),
    ],
  },
  {
    id: "screwdriver-set",
    category: "hand-tools",
    name: "Screwdriver Set",
    priceCents: 2400,
    available: 80,
    minimumOrder: 2,
    description: "Twelve hardened-tip screwdrivers, flat and Phillips, with soft grips and a wall rack.",
  },
  {
    id: "adjustable-wrench",
    category: "hand-tools",
    name: "Adjustable Wrench",
    minimumOrder: 1,
    description: "A chrome-vanadium wrench with a smooth worm gear and a wide jaw opening, in three sizes.",
    options: [{ name: "Size", values: ["6 in", "8 in", "10 in"] }],
    // The 10 in is sold out: the tool page marks it "out of stock".
    variants: [
      variant("6-in", { Size: "6 in" }, "AW-6", 1275, 60),
      variant("8-in", { Size: "8 in" }, "AW-8", 1525, 90),
      variant("10-in", { Size: "10 in" }, "AW-10", 1850, 0),
    ],
  },
  {
    id: "spirit-level",
    category: "measuring",
    name: "Spirit Level",
    priceCents: 2140,
    available: 60,
    minimumOrder: 2,
    description: "A 24 inch aluminium level with three vials for true horizontals, verticals and 45 degrees.",
  },
  {
    id: "combination-pliers",
    category: "hand-tools",
    name: "Combination Pliers",
    priceCents: 1260,
    available: 200,
    minimumOrder: 4,
    description: "8 inch pliers that grip, bend and cut wire, with insulated handles.",
  },
  {
    id: "utility-knife",
    category: "cutting",
    name: "Utility Knife",
    priceCents: 790,
    available: 250,
    minimumOrder: 10,
    description: "A retractable knife with five spare blades for carpet, drywall, cardboard and rope.",
  },
].map((product) => ({ ...product, img: `/images/products/${product.id}.svg` }));

export const seedReviews = [
  {
    id: "review-1",
    name: "Maria Lopez",
    rating: 5,
    review: "The cordless drill put up every shelf in the kids' room in one afternoon. Battery never quit.",
  },
  {
    id: "review-2",
    name: "Tom Becker",
    rating: 4,
    review: "Solid hammer, good balance. Delivery took a day longer than promised but the tool is great.",
  },
  {
    id: "review-3",
    name: "Aisha Khan",
    rating: 5,
    review: "Ordered a bulk pack of tape measures for our crew. Accurate, tough, and the price was right.",
  },
  {
    id: "review-4",
    name: "Liam O'Brien",
    rating: 4,
    review: "The circular saw cuts clean and straight. The bevel lock could be a little firmer.",
  },
  {
    id: "review-5",
    name: "Chen Wei",
    rating: 5,
    review: "Helpful support answered my question about the spirit level within minutes. Will buy again.",
  },
  {
    id: "review-6",
    name: "Sofia Rossi",
    rating: 3,
    review: "The screwdriver set is good value, though I wish the rack screwed to the wall more firmly.",
  },
].map((review, index) => ({ ...review, img: `/images/avatars/reviewer-${index + 1}.svg` }));

/**
 * Reviews of single tools (the tool pages' reviews, apart from the shop's above): two tools have
 * some, the others none yet. The seed's reviewers are no accounts; each id is fixed.
 */
export const seedToolReviews = [
  {
    id: "tool-review-1",
    productId: "cordless-drill",
    name: "Maria Lopez",
    rating: 5,
    review: "Drove sixty screws into oak on one charge. The clutch settings stop it stripping heads.",
  },
  {
    id: "tool-review-2",
    productId: "cordless-drill",
    name: "Jonas Meyer",
    rating: 4,
    review: "Light enough for overhead work. The chuck could grip small bits a little tighter.",
  },
  {
    id: "tool-review-3",
    productId: "claw-hammer",
    name: "Tom Becker",
    rating: 5,
    review: "Good balance and the grip takes the sting out of a missed nail. Pulls nails cleanly.",
  },
  {
    id: "tool-review-4",
    productId: "claw-hammer",
    name: "Priya Nair",
    rating: 4,
    review: "Heavier than my old one, which is the point. The claw is sharp enough for stubborn nails.",
  },
];

/** The shipping rates a new shop starts with (money in cents); the admin's Shipping page changes them. */
export const seedShippingRates = [
  { id: "standard", label: "Standard", amountCents: 599, freeOverCents: 7500, countries: ["US"], active: true },
  { id: "express", label: "Express", amountCents: 1499, freeOverCents: null, countries: ["US"], active: true },
  {
    id: "international",
    label: "International",
    amountCents: 2499,
    freeOverCents: null,
    countries: ["*"],
    active: true,
  },
];

/** A welcome code: 10% off, once per customer. */
export const seedDiscountCodes = [
  {
    code: "WELCOME10",
    kind: "percent" as const,
    value: 10,
    minSubtotalCents: null,
    startsAt: null,
    endsAt: null,
    maxRedemptions: null,
    perCustomer: 1,
    productIds: [],
  },
];

/** The tax rates a new shop starts with (docs/api.md, "Taxes"); the owner's rates change them. */
export const seedTaxRates = [
  { id: "us-ny", label: "New York sales tax", country: "US", region: "NY", rate: 8.875, shipping: true, active: true },
  {
    id: "us-ca",
    label: "California sales tax",
    country: "US",
    region: "CA",
    rate: 7.25,
    shipping: false,
    active: true,
  },
  { id: "de", label: "Germany VAT", country: "DE", region: null, rate: 19, shipping: true, active: true },
  { id: "gb", label: "UK VAT", country: "GB", region: null, rate: 20, shipping: true, active: true },
];

/** Prices without tax (US style), and the shop in New York. */
export const seedTaxSettings = { pricesIncludeTax: false, shopAddress: { country: "US", region: "NY" } };

/**
 * The seller every invoice and credit note prints (docs/api.md, "Invoices"): the shop's legal name
 * and New York address, and a VAT number of the EU's One Stop Shop for sellers outside the EU (EU
 * and 9 digits) under which it charges German VAT.
 */
export const seedInvoicingSettings = {
  legalName: "Home Tools Supply LLC",
  addressLines: ["350 Fifth Avenue", "Suite 4100"],
  city: "New York",
  postalCode: "10118",
  country: "US",
  taxId: "EU372012345",
  invoicePrefix: "INV",
  creditNotePrefix: "CN",
  footer: "Home Tools Supply LLC, registered in New York. Questions about this document: accounts@hometools.example",
};
