import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import FormSelect from 'react-bootstrap/FormSelect';
import {
  CUSTOMER_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  isCustomerLanguage,
  type CustomerLanguage,
} from '@earrival/shared/languages';
import { FIELD_LABELS } from '@earrival/shared/domain';
import { useSaveLanguage } from '../hooks/useSaveLanguage';

export interface CustomerLanguageFormProps {
  orderId: number;
  /** The order's language; null: none known yet, the mails go in English. */
  language: CustomerLanguage | null;
}

/**
 * The customer's language, which their pages and mails are written in, and its change. Each language is
 * named in its own words. A new answer of the detail call (after a save here, or a change another member
 * made) shows its language afresh.
 */
export function CustomerLanguageForm({ orderId, language }: CustomerLanguageFormProps) {
  return <LanguageForm key={language ?? 'unset'} orderId={orderId} language={language} />;
}

function LanguageForm({ orderId, language }: CustomerLanguageFormProps) {
  const id = useId();
  const selectId = `${id}-select`;
  const noteId = `${id}-note`;
  const [chosen, setChosen] = useState<CustomerLanguage>(language ?? DEFAULT_LANGUAGE);
  const save = useSaveLanguage(orderId);
  // English chosen for an order with none set is a change: it records the language.
  const unchanged = chosen === language;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || save.isPending) return;
    // The server's message is a toast either way; the choice stays for another try.
    save.mutate(chosen);
  };
  return (
    <form
      className="d-flex flex-wrap align-items-end gap-2 mt-2 pt-2 border-top"
      aria-label="Customer language"
      onSubmit={submit}
    >
      <div>
        <label
          htmlFor={selectId}
          className="form-label small fw-semibold text-body-secondary text-uppercase mb-1"
        >
          {FIELD_LABELS.language}
        </label>
        <FormSelect
          id={selectId}
          className="w-auto"
          value={chosen}
          onChange={(event) => {
            if (isCustomerLanguage(event.target.value)) setChosen(event.target.value);
          }}
          aria-describedby={language === null ? noteId : undefined}
        >
          {CUSTOMER_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </FormSelect>
      </div>
      {/* Not solid: the page's one solid button is the order's likely next step. */}
      <Button type="submit" variant="outline-primary" disabled={unchanged || save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Language'}
      </Button>
      {language === null && (
        <small id={noteId} className="text-body-secondary align-self-center">
          (not set: mails go in English)
        </small>
      )}
    </form>
  );
}
