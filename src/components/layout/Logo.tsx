/** The Aster mark (the same drawing as LOGO_SVG in src/shared/brand.ts). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      fill="none"
      aria-hidden="true"
    >
      <rect width="32" height="32" rx="8" fill="#22c55e" />
      <path
        d="M16 6l2.6 6.9L26 13.5l-5.7 4.6L22.2 26 16 21.8 9.8 26l1.9-7.9L6 13.5l7.4-.6z"
        fill="#020420"
      />
    </svg>
  )
}
