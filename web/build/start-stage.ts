/** What src/main.tsx imports once React has loaded, so that it evaluates in a task of its own. */
export const startStage = "/src/app/app.tsx";
