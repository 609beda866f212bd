import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { "/api": { target: "http://127.0.0.1:5001/demo-hometools/us-central1/api", rewrite: (path) => path.replace(/^\/api/, "") } },
  },
});
