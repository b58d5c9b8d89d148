/** The sign-in page's address that comes back to `next` afterwards (a path on this site). */
export function signInPath(next?: string): string {
  return next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in';
}
