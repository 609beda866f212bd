/** The Home Tools mark: a hammer crossing a wrench on a safety-orange badge. */
export function BrandLogo({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" style={{ flexShrink: 0 }}>
      <rect width="48" height="48" rx="10" fill="#FF8A1F" />
      <path d="M14 34 30 18" stroke="#1B1F23" strokeWidth="5" strokeLinecap="round" />
      <path d="M27 11h10l-2 8h-10z" fill="#1B1F23" />
      <path d="M34 34 20 20" stroke="#1B1F23" strokeWidth="4" strokeLinecap="round" />
      <circle cx="17" cy="17" r="6" fill="none" stroke="#1B1F23" strokeWidth="4" />
    </svg>
  );
}
