/**
 * Hands a file the API answered to the browser as a download (the calls need the ID token or a
 * guest's key, so a plain link cannot fetch them): the overview's CSV, a shopper's data, an
 * invoice's PDF. Text is made a file of `type`; bytes (a Blob) keep the type they came with.
 */
export function saveDownload(data: string | Blob, filename: string, type?: string): void {
  const url = URL.createObjectURL(typeof data === "string" ? new Blob([data], { type }) : data);
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
