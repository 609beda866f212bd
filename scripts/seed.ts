import { seed } from "../stack/seed";

// `npm run seed`: seed a stack that is already running (stack/seed.ts says what the seed does).
seed()
  .then((counts) =>
    console.log(`Seeded ${counts.products} products, ${counts.reviews} reviews, ${counts.accounts} accounts`),
  )
  .catch((error) => {
    console.error(`Seeding failed: ${(error as Error).message}`);
    process.exit(1);
  });
