import latinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import latin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * Inter from @fontsource-variable/inter (shipped with the app, no CDN), Latin subsets only.
 * Declared from JavaScript instead of importing the package's CSS: that CSS file would block the
 * first paint of index.html's static shell (Lighthouse budget); the font swaps in when it loads.
 */
const faces = [
  {
    url: latinExt,
    range:
      "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  },
  {
    url: latin,
    range:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  },
];

export function installFonts(): void {
  const style = document.createElement("style");
  style.textContent = faces
    .map(
      ({ url, range }) =>
        `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${url}) format("woff2-variations");unicode-range:${range}}`,
    )
    .join("\n");
  document.head.append(style);
}
