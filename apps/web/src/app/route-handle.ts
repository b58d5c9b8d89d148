/** Route metadata read by the layout. chrome: false hides the header and footer (error, access and 404 pages). */
export interface RouteHandle {
  chrome?: boolean;
}

export const BARE: RouteHandle = { chrome: false };

export function hidesChrome(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as RouteHandle).chrome === false;
}
