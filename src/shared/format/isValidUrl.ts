// Spec §5: a URL is valid when it starts with http:// or https:// and parses as a URL.

export function isValidUrl(text: string | null | undefined): boolean {
  if (typeof text !== 'string') return false;
  const t = text.trim();
  if (!/^https?:\/\//i.test(t)) return false;
  try {
    const url = new URL(t);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
