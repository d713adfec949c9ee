/** Spona's mark: two links joined into a bridge ("spona" is a clasp, a link between two sides). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#5f3dc4" />
      <path
        d="M9 20.5a4.5 4.5 0 0 1 0-9h5.5M23 11.5a4.5 4.5 0 0 1 0 9h-5.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M12 16h8" stroke="#ffd43b" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
