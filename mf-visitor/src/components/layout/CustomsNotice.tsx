import { useText } from '../../i18n/language';

/** What travellers may bring into Cuba, shown under every visitor page. */
export function CustomsNotice() {
  const text = useText();
  return (
    <aside className="ea-visitor-customs" aria-labelledby="ea-customs-title">
      <h2 id="ea-customs-title" className="h6">
        {text('customs.title')}
      </h2>
      <ul className="mb-0">
        <li>{text('customs.currency')}</li>
        <li>{text('customs.declare')}</li>
        <li>{text('customs.goods')}</li>
      </ul>
    </aside>
  );
}
