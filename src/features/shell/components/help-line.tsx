// The market's badge and help line, in the footer of every page (gateway README "Responsible
// gambling"): the regulator beside the age badge, and the help organisation the skin names with
// its phone, linked to its site.
export function HelpLine({
  badge,
  market,
  text,
  url,
  phone,
}: {
  /** "18+ · SRIJ"; empty when the skin names no market. */
  badge: string;
  market: string;
  text: string;
  url: string;
  phone: string;
}) {
  return (
    <>
      {badge && (
        <span className="market" data-market-badge={market}>
          {badge}
        </span>
      )}
      <a href={url} target="_blank" rel="noopener noreferrer" data-help-line={phone}>
        {text}
      </a>
    </>
  );
}
