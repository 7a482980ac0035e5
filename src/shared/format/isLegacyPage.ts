// Spec §5: a URL whose page ends in .aspx is a legacy page (query and fragment are ignored).

export function isLegacyPage(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false;
  const path = url.trim().split(/[?#]/)[0] ?? '';
  return /\.aspx$/i.test(path);
}
