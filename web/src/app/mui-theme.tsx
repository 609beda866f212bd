import { ThemeProvider } from "@mui/material/styles";
import type { ComponentType } from "react";
import { theme } from "./theme";

/**
 * The MUI theme, around the pages that use MUI. The app's shell, the home page and the error page
 * are plain elements with static CSS (CSS modules, and index.html's baseline in place of MUI's
 * CssBaseline), so a first visit evaluates neither MUI, Emotion nor createTheme (decision 005).
 * Every other page loads this with its own code: app/router.tsx wraps each lazy page in it.
 */
export function withMuiTheme<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <ThemeProvider theme={theme}>
        <Page {...props} />
      </ThemeProvider>
    );
  }
  Themed.displayName = `withMuiTheme(${Page.displayName ?? Page.name})`;
  return Themed;
}
