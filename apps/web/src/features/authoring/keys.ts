/** A key made from an English name: "MFA fatigue & push bombing" becomes "mfa-fatigue-push-bombing". */
export function keyFromName(name: string, max = 80): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** The first "<prefix>-<n>" not in `taken`, counting from `from`. */
export function nextFreeKey(prefix: string, taken: readonly string[], from = 1): string {
  const used = new Set(taken);
  let n = from;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}
