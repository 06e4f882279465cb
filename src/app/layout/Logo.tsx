/** The product mark: a compass rose in sage over the burgundy wordmark area. */
export function Logo({ width = 200, height = 60, title }: { width?: number; height?: number; title: string }) {
  return (
    <svg width={width} height={height} viewBox="0 0 200 60" role="img" aria-label={title}>
      <circle cx="30" cy="30" r="20" fill="#6f8f72" />
      <path d="M30 14 L35 30 L30 46 L25 30 Z" fill="#fff" />
      <path d="M14 30 L30 25 L46 30 L30 35 Z" fill="#f3e7eb" opacity="0.85" />
      <text x="60" y="38" fill="currentColor" fontFamily="Montserrat, sans-serif" fontSize="24" fontWeight="600">
        Tourdesk
      </text>
    </svg>
  );
}
