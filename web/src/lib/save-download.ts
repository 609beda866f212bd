/**
 * Hands text the API answered to the browser as a downloaded file (the calls need the ID token, so
 * a plain link cannot fetch them): the overview's CSV, a shopper's data.
 */
export function saveDownload(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
