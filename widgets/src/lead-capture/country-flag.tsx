// Flags for the phone input drawn inline: no image requests from partner pages, no emoji font needed.

// The country picker's button already names the country for assistive technology.
export function CountryFlag({ country }: { country: string }) {
  if (country === 'BR') return <BrazilFlag />;
  // Every other flag would add kilobytes to every partner page; the ISO code reads just as well.
  return (
    <span className="funil-flag funil-flag--code" aria-hidden="true">
      {country}
    </span>
  );
}

function BrazilFlag() {
  return (
    <svg className="funil-flag" viewBox="0 0 30 21" aria-hidden="true" focusable="false">
      <rect width="30" height="21" fill="#009c3b" />
      <path d="M15 2.4 27.2 10.5 15 18.6 2.8 10.5Z" fill="#ffdf00" />
      <circle cx="15" cy="10.5" r="4.7" fill="#002776" />
      <path d="M10.5 9.4c3-.7 6.4-.2 9 1.5" stroke="#ffffff" strokeWidth="0.9" fill="none" />
    </svg>
  );
}
