/** What travellers may bring into Cuba, shown under every visitor page. */
export function CustomsNotice() {
  return (
    <aside className="ea-visitor-customs" aria-labelledby="ea-customs-title">
      <h2 id="ea-customs-title" className="h6">
        Customs information for travellers to Cuba
      </h2>
      <ul className="mb-0">
        <li>The import of freely convertible currency into Cuba is free.</li>
        <li>Amounts above USD 5000 (or the equivalent in another currency) must be declared at customs.</li>
        <li>Miscellaneous goods may be imported up to a value of USD 1000.</li>
      </ul>
    </aside>
  );
}
