/** The return path with `name=value` added to its query, before any `#fragment`. */
export function withQueryParam(path: string, name: string, value: string): string {
  const hashAt = path.indexOf('#');
  const [base, hash] = hashAt === -1 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  const url = new URL(base, 'http://x');
  url.searchParams.delete(name);
  url.searchParams.append(name, value);
  return `${url.pathname}${url.search}${hash}`;
}
