// Why a review will not let the wallet be asked, each reason in words (inside the review's
// alert region, which exists before any reason appears).

/** The blocking reasons of a review (nothing when there are none). */
export function ReviewBlocked({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <div className="notice danger" data-testid="review-blocked">
      <p>Do not sign:</p>
      <ul>
        {reasons.map((reason, index) => (
          <li key={index}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}
