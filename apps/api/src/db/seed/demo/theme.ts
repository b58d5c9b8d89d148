import type { SeedTheme } from '../seed-types.js';

/**
 * The site's default theme. Text/background pairs meet WCAG AA (4.5:1): header #1f2937 on white,
 * footer #f3f4f6 on #1f2937, nav and buttons white on #1f4e79. Images are local SVGs under
 * apps/web/public/assets/brand/.
 */
export const defaultTheme: SeedTheme = {
  primary_color: '#1f4e79',
  secondary_color: '#0f766e',
  header_bg_color: '#ffffff',
  header_text_color: '#1f2937',
  footer_bg_color: '#1f2937',
  footer_text_color: '#f3f4f6',
  nav_bg_color: '#1f4e79',
  nav_text_color: '#ffffff',
  button_color: '#1f4e79',
  button_text_color: '#ffffff',
  font_family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading_font_family: 'Georgia, Cambria, "Times New Roman", serif',
  default_logo: '/assets/brand/logo.svg',
  cart_logo: '/assets/brand/cart-logo.svg',
  banner_image: '/assets/brand/banner.svg',
  landing_banner_image: '/assets/brand/landing-banner.svg',
  thank_you_image: '/assets/brand/thank-you.svg',
  footer_logo: '/assets/brand/footer-logo.svg',
  app_store_icon: '/assets/brand/app-store.svg',
  play_store_icon: '/assets/brand/google-play.svg',
};
