/**
 * The Aster mark as SVG. Consumers: the header logo (src/components/layout/Logo.tsx draws the
 * same shapes), 'Copy logo as SVG' in the logo menu, and the favicon written by the build.
 */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" fill="none"><rect width="32" height="32" rx="8" fill="#22c55e"/><path d="M16 6l2.6 6.9L26 13.5l-5.7 4.6L22.2 26 16 21.8 9.8 26l1.9-7.9L6 13.5l7.4-.6z" fill="#020420"/></svg>'
