import { chooseFirestore, describeFirestore } from "../stack/firestore";

/**
 * `npm run which-firestore`: the Firestore emulator `npm start` would run here and where it was found
 * (or why the embedded fallback). `--kind` prints only `official` or `embedded` (CI reads it).
 */
const choice = chooseFirestore();
console.log(process.argv.includes("--kind") ? choice.kind : describeFirestore(choice));
