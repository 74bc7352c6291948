/** Hands a generated file to the browser as a download (no new window, no server round trip). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the click; give the browser a moment before freeing the blob
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
